/**
 * What each outside service answers unless a test says otherwise: one table for the Chromium
 * suite (its fakes fall back to it, checks/e2e/fixtures.ts) and the Gecko and WebKit journeys'
 * proxy (checks/engines/outside.ts). The function's services are faked over HTTP instead
 * (checks/support/fake-store.mjs), the Storefront API among them: the page never asks it.
 */
import { EMAILJS_SEND } from './emailjs';
import { FAKE_PIXEL_SCRIPT, PIXEL_EVENT, PIXEL_SCRIPT } from './pixel';
import { FAKE_RECAPTCHA_SCRIPT, RECAPTCHA_SCRIPT } from './recaptcha';
import { FAKE_SHOP_DOMAIN } from '../../support/fake-store-answers.mjs';
import { FAKE_MARKETPLACE, FAKE_WIDGET, WHOLESALE_IFRAME, WHOLESALE_WIDGET } from './wholesale';

export type OutsideAnswer = { status: number; contentType?: string; body?: string };

/** The store's hosted checkout, where "Order Now" lands. */
const CHECKOUT_PAGE =
  '<!doctype html><html lang="en"><title>Checkout</title><h1>Hosted checkout</h1></html>';

/** The default answer to a request for `url`, or null when no service is faked there. */
export function answerOutside(url: URL, method: string): OutsideAnswer | null {
  const href = url.href;
  if (url.hostname === FAKE_SHOP_DOMAIN) {
    if (/^\/(cart|checkouts)\//.test(url.pathname)) return html(CHECKOUT_PAGE);
    if (url.pathname === '/favicon.ico') return { status: 204 };
  }
  if (EMAILJS_SEND.test(href) && method === 'POST') {
    return { status: 200, contentType: 'text/plain', body: 'OK' };
  }
  if (RECAPTCHA_SCRIPT.test(href)) return script(FAKE_RECAPTCHA_SCRIPT);
  if (PIXEL_SCRIPT.test(href)) return script(FAKE_PIXEL_SCRIPT);
  if (PIXEL_EVENT.test(href)) return { status: 200, contentType: 'image/gif', body: '' };
  if (WHOLESALE_IFRAME.test(href)) return html(FAKE_MARKETPLACE);
  if (WHOLESALE_WIDGET.test(href)) return script(FAKE_WIDGET);
  return null;
}

const html = (body: string) => ({ status: 200, contentType: 'text/html', body });
const script = (body: string) => ({ status: 200, contentType: 'text/javascript', body });
