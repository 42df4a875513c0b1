/**
 * The one function beside the prerendered pages, over the Fetch API: every host (Cloudflare
 * Pages, `npm start`, Netlify, Vercel) hands it the request and returns its response.
 */
import { store as copy } from '../app/content/store.ts';
import {
  BUY_AREAS,
  type BuyArea,
  CART_PATH,
  type CartAnswer,
  PRODUCT_PATH,
} from '../app/store/cart-form.ts';
import { VISIT_COOKIES, visitCookie } from '../app/lib/visit-cookie.ts';
import { acceptedCode } from '../app/store/discount-early.ts';
import type { SiteConfig } from '../app/config.ts';
import { EVENTS_PATH } from '../app/tracking/shop-events.ts';
import {
  type CartCaller,
  type CartOutcome,
  type CartSite,
  type ServerEnv,
  makeCart,
  storeJar,
} from './cart.ts';
import { type Conversions, type ConversionsEnv, reportToMeta } from './conversions.ts';
import { answerEvent } from './events.ts';
import { type ListEnv, answerList } from './list.ts';
import { LIST_PATH } from '../app/list/list-form.ts';
import { failurePage } from './failure-page.ts';
import { answerProduct } from './product.ts';
import { plainText, wantsJson } from './request.ts';

export type Site = CartSite & {
  contactEmail: string;
  metaPixelId: string | null;
  list: SiteConfig['list'];
};

/** What the function needs of the site's public configuration. */
export function siteOf(config: SiteConfig): Site {
  const { store, consentMode, contactEmail, metaPixelId, list } = config;
  return { store, consentMode, contactEmail, metaPixelId, list };
}

export type HandlerContext = {
  site: Site;
  env: ServerEnv & ConversionsEnv & ListEnv;
  /** The shopper's address as the host sees it, or null. */
  clientIp: string | null;
  /** A prerendered page (`/`, `/contact`…), to answer a plain post with; null if unreadable. */
  loadPage: (path: string) => Promise<string | null>;
  fetchApi?: typeof fetch;
  /** How long the store gets per request (STORE_TIME_LIMIT_MS unless a test says otherwise). */
  storeTimeLimitMs?: number;
  /**
   * The host's way to finish work after the response (Cloudflare's ctx.waitUntil, Netlify's
   * context.waitUntil); without one the work runs on, unwaited, as Node keeps it alive.
   */
  waitUntil?: (work: Promise<unknown>) => void;
  /** How long Meta gets (5 s unless a test says otherwise). */
  metaTimeLimitMs?: number;
  /** How long the list's provider gets (8 s unless a test says otherwise). */
  listTimeLimitMs?: number;
};

export async function handleRequest(request: Request, context: HandlerContext): Promise<Response> {
  return secured(await answer(request, { ...context, loadPage: readablePage(context.loadPage) }));
}

/** The site's pages read from its own origin, for hosts that serve them apart from the function. */
export function pagesFromOrigin(request: Request): HandlerContext['loadPage'] {
  return async (path) => {
    const page = await fetch(new URL(path, request.url));
    return page.ok ? page.text() : null;
  };
}

/** A page the host cannot serve (its fetch throws) is an unreadable page: the plain answer. */
function readablePage(loadPage: HandlerContext['loadPage']): HandlerContext['loadPage'] {
  return (path) =>
    loadPage(path).catch((error: unknown) => {
      console.error(`Function: the page ${path} could not be read`, error);
      return null;
    });
}

/**
 * The hosts add the pages' headers to static files only: the function's answers carry their own.
 * Its page has no script at all, so its policy allows none.
 */
function secured(response: Response): Response {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
  if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    response.headers.set('Content-Security-Policy', FAILURE_PAGE_POLICY);
  }
  return response;
}

const FAILURE_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join('; ');

async function answer(request: Request, context: HandlerContext): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (url.pathname === CART_PATH) return await answerCart(request, url, context);
    if (url.pathname === PRODUCT_PATH) {
      return await answerProduct(request, context.site.store, context.env, storeCaller(context));
    }
    if (url.pathname === LIST_PATH) {
      const { site } = context;
      return await answerList(
        request,
        {
          list: site.list,
          variantGid: site.store?.variantGid ?? null,
          contactEmail: site.contactEmail,
        },
        {
          env: context.env,
          loadPage: context.loadPage,
          conversions: conversionsOf(context),
          storeJar: () => storeJar(site.store, context.env, storeCaller(context)),
          fetchApi: context.fetchApi,
          timeLimitMs: context.listTimeLimitMs,
        },
      );
    }
    if (url.pathname === EVENTS_PATH) {
      const answer = await answerEvent(
        request,
        { variantGid: context.site.store?.variantGid ?? null },
        conversionsOf(context),
      );
      if (answer.status === 204) return new Response(null, { status: 204 });
      return refused(answer.status, answer.message);
    }
    const discount = /^\/discount\/([^/]+)\/?$/.exec(url.pathname);
    if (discount?.[1] !== undefined && request.method === 'GET') return discountLink(discount[1]);
    return plainText(404, 'Not found.');
  } catch (error) {
    // A defect, not the shopper's doing: logged once, and a plain answer without details.
    console.error('Function: unexpected failure', error);
    return plainText(
      500,
      `Something went wrong. Please try again, or email us at ${context.site.contactEmail}.`,
    );
  }
}

async function answerCart(request: Request, url: URL, context: HandlerContext): Promise<Response> {
  const outcome = await makeCart(request, context.site, context.env, storeCaller(context));
  if (outcome.ok && outcome.bought.event) {
    reportToMeta(request, outcome.bought.event, outcome.bought.eventId, conversionsOf(context));
  }
  if (wantsJson(request)) return json(statusOf(outcome), answerOf(outcome));
  if (outcome.ok)
    return new Response(null, {
      status: 303,
      headers: { Location: outcome.url, 'Cache-Control': 'no-store' },
    });
  if (outcome.reason === 'bad-request') return refused(outcome.status, outcome.message);
  const message = messageOf(outcome, context.site.contactEmail);
  const home = await context.loadPage('/');
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  // The refused code is forgotten: the next tap buys without it, as the message says.
  if (outcome.reason === 'discount-refused')
    headers.append('Set-Cookie', visitCookie(VISIT_COOKIES.discount, null));
  if (!home) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(message, { status: statusOf(outcome), headers });
  }
  const area = BUY_AREAS.find((each) => each === url.searchParams.get('from')) ?? 'hero';
  const storeLink =
    'storeUrl' in outcome && outcome.storeUrl
      ? { href: outcome.storeUrl, label: copy.viewOnStore }
      : null;
  const page = failurePage(home, {
    area: area satisfies BuyArea,
    message,
    storeLink,
    choice: outcome.choice,
  });
  return new Response(page, { status: statusOf(outcome), headers });
}

function messageOf(
  outcome: Exclude<CartOutcome, { ok: true } | { reason: 'bad-request' }>,
  email: string,
) {
  const say = copy.messages;
  switch (outcome.reason) {
    case 'not-configured':
      return say.notConnected(email);
    case 'unreachable':
      return say.unreachable(email);
    case 'sold-out':
      return say.soldOut(email);
    case 'discount-refused':
      return say.discountRefused(outcome.code);
    case 'rejected':
      return say.rejected(email);
  }
}

function answerOf(outcome: CartOutcome): CartAnswer {
  if (outcome.ok) return { ok: true, url: outcome.url };
  switch (outcome.reason) {
    case 'bad-request':
      return { ok: false, reason: 'bad-request', message: outcome.message };
    case 'discount-refused':
      return { ok: false, reason: 'discount-refused', code: outcome.code };
    case 'rejected':
      return { ok: false, reason: 'rejected', storeUrl: outcome.storeUrl ?? null };
    default:
      return { ok: false, reason: outcome.reason };
  }
}

function statusOf(outcome: CartOutcome): number {
  if (outcome.ok) return 200;
  switch (outcome.reason) {
    case 'bad-request':
      return outcome.status;
    case 'not-configured':
      return 503;
    case 'unreachable':
      return 502;
    case 'sold-out':
    case 'discount-refused':
      return 409;
    case 'rejected':
      return 422;
  }
}

/** Shopify's discount link shape: the code kept for the visit, then the home page. */
function discountLink(given: string): Response {
  let code: string | null = null;
  try {
    code = acceptedCode(decodeURIComponent(given));
  } catch {
    code = null;
  }
  const headers = new Headers({ Location: '/', 'Cache-Control': 'no-store' });
  if (code) {
    headers.append('Set-Cookie', visitCookie(VISIT_COOKIES.discount, code));
  }
  return new Response(null, { status: 302, headers });
}

/** Who asks the store: the shopper's address, and the context's fetch and time limit. */
function storeCaller(context: HandlerContext): CartCaller {
  return {
    clientIp: context.clientIp,
    fetchApi: context.fetchApi,
    timeLimitMs: context.storeTimeLimitMs,
  };
}

function conversionsOf(context: HandlerContext): Conversions {
  return {
    env: context.env,
    site: context.site,
    clientIp: context.clientIp,
    waitUntil:
      context.waitUntil ??
      ((work) => {
        void work;
      }),
    fetchApi: context.fetchApi,
    timeLimitMs: context.metaTimeLimitMs,
  };
}

function refused(status: number, message: string): Response {
  return plainText(status, message, status === 405 ? { Allow: 'POST' } : {});
}

function json(status: number, body: CartAnswer): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
