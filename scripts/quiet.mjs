// @ts-check
/**
 * A quiet first contact: the install and the build print no warning the project could fix, so
 * that the next real one is seen. `npm test` checks every build's output against this list, and
 * `.ci/run` checks the install's:
 *
 *   COMMAND 2>&1 | node scripts/quiet.mjs LABEL   echoes the output; exits 1 on a new warning
 */
import { pathToFileURL } from 'node:url';

/** What reads as a warning: npm's, Vite's and Rollup's markers, React Router's, deprecations. */
const WARNING = /\bwarn(?:ing)?\b|\bdeprecat|⚠|^\s*\(!\)/i;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what it strips
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Warnings that only upstream can remove, each with its reason. A line here is a debt: remove it
 * when the reason goes.
 * @type {{ pattern: RegExp, reason: string }[]}
 */
export const ALLOWED_WARNINGS = [
  {
    pattern: /^npm warn Unknown (?:user|env|global|project) config "nodedir"/,
    reason:
      "the machine's own ~/.npmrc sets `nodedir` (for node-gyp; not the project's setting, and no package here builds native code); npm 11 warns about it on every command",
  },
  {
    pattern: /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
    reason:
      "@react-router/dev 7.18.4 starts its own Vite servers with `envFile: false` (its config loader in dist/vite.js); the project's Vite config sets neither option",
  },
];

/**
 * The lines of `output` that read as warnings and are not on the list.
 * @param {string} output
 * @returns {string[]}
 */
export function unexpectedWarnings(output) {
  return output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => WARNING.test(line))
    .filter((line) => !ALLOWED_WARNINGS.some(({ pattern }) => pattern.test(line.trim())));
}

/**
 * The failure message for new warnings, or null when there are none.
 * @param {string} label what printed them
 * @param {string} output
 */
export function describeNewWarnings(label, output) {
  const lines = unexpectedWarnings(output);
  if (lines.length === 0) return null;
  return [
    `${label} printed ${lines.length === 1 ? 'a warning' : 'warnings'} not on the allowlist (scripts/quiet.mjs):`,
    ...lines.map((line) => `  ${line}`),
    'Fix the cause, or add the line to ALLOWED_WARNINGS with the reason only upstream can fix it.',
  ].join('\n');
}

async function main() {
  const label = process.argv[2] ?? 'the command';
  let output = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    process.stdout.write(chunk);
    output += chunk;
  }
  const message = describeNewWarnings(label, output);
  if (message) {
    console.error(`\n${message}\n`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
