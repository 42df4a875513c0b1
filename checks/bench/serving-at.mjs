// @ts-check
/** A cold server on a busy 2-core machine: generous, and a hang still ends the run. */
const SERVER_START_LIMIT_MS = 120_000;

/**
 * Where a started `npm start` serves, from its own "Serving … at URL" line (it listens on a
 * free port); rejects if it exits or says nothing in time.
 * @param {import('node:child_process').ChildProcess} server
 * @returns {Promise<string>}
 */
export function servingAt(server) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`npm start said nothing within ${SERVER_START_LIMIT_MS} ms`)),
      SERVER_START_LIMIT_MS,
    );
    server.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const url = /Serving \S+ at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve(url);
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}): ${output}`));
    });
  });
}
