/** The document render: prerendered with hashed scripts, or served with a fresh nonce. */
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
import { warnOfCutRebuildDelay } from './rebuild/shopify-hook.server';
import { securityHeaders } from './server/security-headers';

/** Rendering gives up after this; the shell is sent by then in all but a broken render. */
export const streamTimeout = 5000;

/** A `keptByData` route's pages (the cart's refusal) rendered once per address, status and data. */
const MOST_KEPT = 32;
const keptPages = new Map<string, string>();

// For the hosts' doors (scripts/hosts/), from this build: a context is known by its identity.
export { hostContext, hostEnv, secured, warnOfCutRebuildDelay, warnWithoutPrivateToken };

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The prerender has no host: its pages get hashes at the end of the build instead.
  const isServed = Boolean(loadContext.get(hostContext));
  const key = keyOfKept(request, status, routerContext);
  const kept = key === null ? undefined : keptPages.get(key);
  if (kept !== undefined) return pageResponse(kept, headers, status, isServed);
  // A kept page has no scripts (its route's handle says so), so no nonce: it is sent again
  // under other policies, and a nonce must be new on each.
  const nonce = isServed && key === null ? newNonce() : undefined;
  let failed = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      // A Suspense boundary's content in place, however large: never a template and a script
      // that moves it there (the JavaScript-off page would keep the fallback).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        failed = true;
        if (!request.signal.aborted) console.error('Render failed', error);
      },
    },
  );
  // Whole pages, never a shell to be filled in later: the pages are small and cached.
  await body.allReady;
  if (key === null || failed) {
    return pageResponse(body, headers, failed ? 500 : status, isServed, nonce);
  }
  const page = await new Response(body).text();
  if (keptPages.size >= MOST_KEPT) keptPages.delete(keptPages.keys().next().value ?? '');
  keptPages.set(key, page);
  return pageResponse(page, headers, status, isServed);
}

/** A served page's answer: its policy allows the scripts carrying `nonce`, or none. */
function pageResponse(
  body: BodyInit,
  headers: Headers,
  status: number,
  isServed: boolean,
  nonce?: string,
): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (isServed) {
    const allowed = nonce ? [`'nonce-${nonce}'`] : [];
    for (const [name, value] of Object.entries(securityHeaders(config, allowed))) {
      headers.set(name, value);
    }
    headers.set('Cache-Control', 'no-store');
  }
  return new Response(body, { headers, status });
}

/** What a kept page is known by, or null for a page rendered each time. */
function keyOfKept(request: Request, status: number, context: EntryContext): string | null {
  const { matches, actionData, loaderData } = context.staticHandlerContext;
  const isKept = matches.some(
    ({ route }) =>
      (context.routeModules[route.id]?.handle as { keptByData?: boolean } | undefined)
        ?.keptByData === true,
  );
  return isKept ? JSON.stringify([request.url, status, actionData, loaderData]) : null;
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
