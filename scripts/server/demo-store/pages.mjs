// @ts-check
/**
 * The demo store's pages on the site itself (`/demo-store/…`, served by `npm start` beside the
 * site): the checkout a cart opens, saying what it holds and where Shopify's checkout would be,
 * and how to connect the real store. Nothing here is sold and nothing leaves the machine.
 */
import { FAKE_MONTHLY_PLAN } from './storefront-answers.mjs';

export const DEMO_PAGES_PATH = '/demo-store';
/** The shop's domain in a demo build: a reserved name (RFC 2606) that never resolves. */
export const DEMO_SHOP_DOMAIN = 'demo-store.invalid';
/** The demo's jar, its price and its plan (the store's answers: ./storefront-answers.mjs). */
const PRICE = 34;
const PLANS = [FAKE_MONTHLY_PLAN];
const CONNECT = ['VITE_SHOPIFY_DOMAIN', 'VITE_SHOPIFY_STOREFRONT_TOKEN', 'VITE_SHOPIFY_PRODUCT_ID'];

/**
 * The checkout of a cart the demo store made: its line in the address, as a real checkout's
 * token names its cart.
 * @param {string} siteOrigin
 * @param {import('./storefront-answers.mjs').CartInput | undefined} input
 * @param {string} total the line's total, its automatic discounts applied
 */
export function demoCheckoutUrl(siteOrigin, input, total) {
  const line = input?.lines?.[0];
  const url = new URL(`${DEMO_PAGES_PATH}/checkout`, siteOrigin);
  url.searchParams.set('quantity', String(line?.quantity ?? 1));
  url.searchParams.set('total', total);
  if (line?.sellingPlanId) url.searchParams.set('plan', line.sellingPlanId);
  for (const code of input?.discountCodes ?? []) url.searchParams.append('discount', code);
  return url.href;
}

/**
 * Answers a request for one of the demo's pages; false when it is not one.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerDemoPage(req, res) {
  const url = new URL(req.url ?? '/', 'http://site');
  if (url.pathname !== DEMO_PAGES_PATH && !url.pathname.startsWith(`${DEMO_PAGES_PATH}/`)) {
    return false;
  }
  const isCheckout = url.pathname === `${DEMO_PAGES_PATH}/checkout`;
  const body = isCheckout ? checkoutBody(url.searchParams) : connectBody();
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(
    req.method === 'HEAD' ? undefined : page(isCheckout ? 'Demo checkout' : 'Demo store', body),
  );
  return true;
}

/** @param {URLSearchParams} query */
function checkoutBody(query) {
  const quantity = Math.max(
    1,
    Math.min(99, Number.parseInt(query.get('quantity') ?? '1', 10) || 1),
  );
  const plan = PLANS.find((each) => each.id === query.get('plan'));
  const each = plan ? Number(plan.perDelivery) : PRICE;
  // The store's total (its breaks applied); a page asked for without one, the jars at their price.
  const given = Number(query.get('total'));
  const total = Number.isFinite(given) && given > 0 ? given : each * quantity;
  const codes = query.getAll('discount');
  const payment = query.get('payment') === 'shop_pay' ? '<li>Payment: Shop Pay</li>' : '';
  return `
<h1>Demo checkout</h1>
<p class="note"><strong>Demo store: nothing is sold.</strong> This is where Shopify’s checkout opens
with a connected store: the buyer pays there, and Shopify sends the order to your admin.</p>
<h2>The cart</h2>
<ul>
  <li>Jars: <strong data-testid="quantity">${quantity}</strong></li>
  <li>Purchase: <strong data-testid="plan">${plan ? escape(plan.name) : 'One-time purchase'}</strong></li>
  <li>Each jar: ${money(each)}</li>
  <li>Total before shipping and tax: <strong>${money(total)}</strong>${total < each * quantity ? ` (the store’s quantity break: ${money(each * quantity - total)} off)` : ''}</li>
  ${codes.map((code) => `<li>Discount code: ${escape(code)}</li>`).join('')}
  ${payment}
</ul>
${connectBody(2)}`;
}

function connectBody(level = 1) {
  return `
<h${level}>Connect your store</h${level}>
<p>The site runs against this demo store while no Shopify store is set. To sell:</p>
<ol>
  <li>Copy <code>.env.example</code> to <code>.env</code> and set ${CONNECT.map((name) => `<code>${name}</code>`).join(', ')} (docs/services.md says where each is in Shopify’s admin).</li>
  <li>Run <code>npm run build</code>, then <code>npm start</code>: the demo is off and “Order Now” opens your store’s checkout.</li>
</ol>
<p>To see the site without any store instead, start it with <code>DEMO_STORE=off npm start</code>.</p>
<p><a href="/">Back to the site</a></p>`;
}

/** @param {string} title @param {string} body */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Lumen Hive</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f1a14;background:#fbf7ef}
.note{background:#1f1a14;color:#fbf7ef;padding:.75rem 1rem;border-radius:.5rem}a{color:#6b4a12}code{font-size:.9em}</style>
</head><body><main>${body}</main></body></html>`;
}

/** @param {number} amount */
function money(amount) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** @param {string} text */
function escape(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
