import { loadScript } from '~/lib/load-script';
import { withTimeLimit } from '~/lib/time-limit';

type Grecaptcha = {
  render: (
    element: HTMLElement,
    parameters: {
      sitekey: string;
      theme: 'light' | 'dark';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD_CALLBACK]?: () => void;
  }
}

const ONLOAD_CALLBACK = 'onRecaptchaReady';
export const RECAPTCHA_SCRIPT_URL = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD_CALLBACK}`;
/** How long the widget may take to appear before the form offers the email fallback. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 6_000;

type CaptchaHandlers = {
  siteKey: string;
  onToken: (token: string) => void;
  onExpire: () => void;
  /** The widget lost its connection (Google's error callback): the token is gone too. */
  onError: () => void;
};

export type CaptchaWidget = { reset: () => void };

let ready: Promise<Grecaptcha> | null = null;

/** Renders the checkbox into `element`; rejects when blocked, offline or past the time limit. */
export async function renderCaptcha(
  element: HTMLElement,
  { siteKey, onToken, onExpire, onError }: CaptchaHandlers,
): Promise<CaptchaWidget> {
  const grecaptcha = await loadGrecaptcha();
  const widgetId = grecaptcha.render(element, {
    sitekey: siteKey,
    theme: 'light',
    callback: onToken,
    'expired-callback': onExpire,
    'error-callback': onError,
  });
  return { reset: () => grecaptcha.reset(widgetId) };
}

function loadGrecaptcha(): Promise<Grecaptcha> {
  ready ??= withTimeLimit(
    CAPTCHA_LOAD_TIMEOUT_MS,
    'reCAPTCHA did not start in time',
    () =>
      new Promise<Grecaptcha>((resolve, reject) => {
        window[ONLOAD_CALLBACK] = () => {
          if (window.grecaptcha) resolve(window.grecaptcha);
          else reject(new Error('reCAPTCHA loaded without its grecaptcha global'));
        };
        loadScript(RECAPTCHA_SCRIPT_URL, { timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS }).catch(reject);
      }),
  ).catch((error: unknown) => {
    ready = null; // let a later visit to the page try again
    throw error;
  });
  return ready;
}
