/**
 * Vercel's door (an Edge Function of the Build Output API, scripts/build/vercel-output.ts): the
 * same handler, the public configuration built in, secrets from the project's environment.
 */
import { config } from '../app/config.ts';
import { type HandlerContext, handleRequest, pagesFromOrigin, siteOf } from './handler.ts';

type Env = HandlerContext['env'];

/** Every server-only variable the handler reads, for `envVarsInUse` (Build Output API). */
const SERVER_VARIABLES: Record<keyof Env, true> = {
  SHOPIFY_PRIVATE_TOKEN: true,
  SHOPIFY_API_ORIGIN: true,
  META_ACCESS_TOKEN: true,
  META_TEST_EVENT_CODE: true,
  META_GRAPH_API_VERSION: true,
  META_GRAPH_ORIGIN: true,
  KLAVIYO_API_ORIGIN: true,
};
export const SERVER_VARIABLE_NAMES = Object.keys(SERVER_VARIABLES);

type VercelContext = { waitUntil?: (work: Promise<unknown>) => void };

// Read at run time: the bundler replaces a literal `process.env` with the build's (none).
const runtime = globalThis as { process?: { env: Env } };

export default function vercelFunction(request: Request, context?: VercelContext) {
  return handleRequest(request, {
    site: siteOf(config),
    env: runtime.process?.env ?? {},
    // Vercel's proxy sets it to the visitor's address, overwriting any the visitor sent.
    clientIp: request.headers.get('x-real-ip'),
    waitUntil: context?.waitUntil && ((work) => context.waitUntil?.(work)),
    loadPage: pagesFromOrigin(request),
  });
}
