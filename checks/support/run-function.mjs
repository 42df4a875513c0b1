// @ts-check
/**
 * A host's built server function, called the way that host's runtime calls it, in a Node process
 * of its own (the test runner's module loader would resolve packages differently):
 *
 *   node checks/support/run-function.mjs netlify|vercel MODULE < requests.json
 *
 * Each request `{ url, method?, headers?, body?, shopper }` is answered in turn; the answers
 * `{ status, headers, body }` are printed as one JSON array. Netlify gives a function its
 * context (`Netlify.context`: the shopper's `ip`, `waitUntil`); Vercel its request context (a
 * global, `waitUntil`), the shopper in `x-real-ip`, and `VERCEL_REGION` in the environment.
 */
import { pathToFileURL } from 'node:url';

const [host, modulePath] = process.argv.slice(2);
if ((host !== 'netlify' && host !== 'vercel') || !modulePath) {
  console.error(
    'usage: node checks/support/run-function.mjs netlify|vercel MODULE < requests.json',
  );
  process.exit(2);
}
let input = '';
for await (const chunk of process.stdin) input += chunk;
/** @type {{ url: string, method?: string, headers?: Record<string, string>, body?: string, shopper: string }[]} */
const requests = JSON.parse(input);

// The function's own logs ([POST] /cart…) go to stderr: stdout is the answers'.
console.log = console.error;
const runtime = /** @type {Record<string | symbol, unknown>} */ (globalThis);
if (host === 'vercel') process.env.VERCEL_REGION = 'iad1';
const loaded = await import(pathToFileURL(modulePath).href);
/** @type {(request: Request, context?: unknown) => Promise<Response>} */
const handler = loaded.default?.default ?? loaded.default;

const answers = [];
for (const { shopper, ...init } of requests) {
  const headers = new Headers(init.headers);
  /** @type {Promise<unknown>[]} */
  const later = [];
  const waitUntil = (/** @type {Promise<unknown>} */ work) => void later.push(work);
  if (host === 'netlify') runtime.Netlify = { context: { ip: shopper, waitUntil } };
  else {
    headers.set('x-real-ip', shopper);
    runtime[Symbol.for('@vercel/request-context')] = { get: () => ({ waitUntil }) };
  }
  const request = new Request(init.url, { method: init.method, headers, body: init.body });
  const response = await handler(
    request,
    host === 'netlify' ? { ip: shopper, waitUntil } : undefined,
  );
  answers.push({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  });
  await Promise.allSettled(later);
}
process.stdout.write(JSON.stringify(answers));
