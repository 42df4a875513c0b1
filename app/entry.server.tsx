/**
 * The server's document render: the prerender at build time (every page, hashed scripts,
 * scripts/build/finish-build.ts) and, at run time, what the server renders itself (the
 * not-found page). A page rendered for a request gets a fresh nonce for its scripts and the
 * site's security headers with it; nothing inline runs without it.
 */
import { renderToReadableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from 'react-router';
import { config } from './config';
import { hostContext, hostEnv, warnWithoutPrivateToken } from './server/host';
import { secured } from './lib/request.server';
import { securityHeaders } from '../scripts/build/security-headers';

/** Rendering gives up after this; the shell is sent by then in all but a broken render. */
export const streamTimeout = 5000;

// What each host's door (scripts/hosts/) sets on the requests it hands over, from this build:
// a context is known by its identity, so a door's own copy of it would not be found. And the
// hardening every answer gets, which a door adds to what the framework answers before the root's
// middleware runs (a post naming another site's origin: 400); and the line a server without the
// private Storefront token says once.
export { hostContext, hostEnv, secured, warnWithoutPrivateToken };

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The prerender has no host: its pages get hashes at the end of the build instead.
  const nonce = loadContext.get(hostContext) ? newNonce() : undefined;
  let failed = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        failed = true;
        if (!request.signal.aborted) console.error('Render failed', error);
      },
    },
  );
  // Whole pages, never a shell to be filled in later: the pages are small and cached.
  await body.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (nonce) {
    for (const [name, value] of Object.entries(securityHeaders(config, [`'nonce-${nonce}'`]))) {
      headers.set(name, value);
    }
    headers.set('Cache-Control', 'no-store');
  }
  return new Response(body, { headers, status: failed ? 500 : status });
}

/** A refused request (a method no route takes: 405) is an answer, not a defect to log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  // The framework's refusal of a post from another origin (its CSRF check): one line, no stack.
  if (error instanceof Error && error.message.endsWith('Aborting the action.')) {
    console.warn(`Refused a post to ${new URL(request.url).pathname}: ${error.message}`);
    return;
  }
  console.error(error);
};

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
