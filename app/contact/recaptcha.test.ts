import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as recaptcha from './recaptcha';
import { CAPTCHA_LOAD_TIMEOUT_MS, RECAPTCHA_SCRIPT_URL } from './recaptcha';

const handlers = { siteKey: 'site-key', onToken: vi.fn(), onExpire: vi.fn(), onError: vi.fn() };

function captchaScript() {
  // (jsdom's selector engine does not match this URL in an attribute selector)
  const scripts = [...document.head.querySelectorAll('script')];
  return scripts.find((script) => script.getAttribute('src') === RECAPTCHA_SCRIPT_URL) ?? null;
}

// The loaded widget is cached for the page's life: each test starts from a fresh module.
let renderCaptcha: typeof recaptcha.renderCaptcha;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ renderCaptcha } = await import('./recaptcha'));
});

afterEach(() => {
  vi.useRealTimers();
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

describe('renderCaptcha', () => {
  it('loads the script on demand and renders the light checkbox with the site key', async () => {
    const render = vi.fn(() => 3);
    const reset = vi.fn();
    const element = document.createElement('div');
    const rendering = renderCaptcha(element, handlers);

    // The tag is added once the page has painted (the next frame, then a task).
    expect(captchaScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(captchaScript()).not.toBeNull();
    window.grecaptcha = { render, reset };
    window.onRecaptchaReady?.();
    const widget = await rendering;

    expect(render).toHaveBeenCalledExactlyOnceWith(element, {
      sitekey: 'site-key',
      theme: 'light',
      callback: handlers.onToken,
      'expired-callback': handlers.onExpire,
      'error-callback': handlers.onError,
    });
    widget.reset();
    expect(reset).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('gives up when the script hangs, so the form can offer its fallback', async () => {
    const rendering = renderCaptcha(document.createElement('div'), handlers);
    const settled = expect(rendering).rejects.toThrow(/did not start in time|Timed out/);
    await vi.advanceTimersByTimeAsync(CAPTCHA_LOAD_TIMEOUT_MS);
    await settled;
  });

  it('rejects at once when the script is blocked, and may be tried again later', async () => {
    const first = renderCaptcha(document.createElement('div'), handlers);
    await vi.advanceTimersByTimeAsync(100);
    captchaScript()?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`Could not load ${RECAPTCHA_SCRIPT_URL}`);
    expect(captchaScript()).toBeNull();

    void renderCaptcha(document.createElement('div'), handlers).catch(() => {});
    await vi.advanceTimersByTimeAsync(100);
    expect(captchaScript()).not.toBeNull();
  });
});
