import type { Page } from '@playwright/test';
import type { OutsideWorld as Outside } from '../fixtures';

export const RECAPTCHA_SCRIPT = /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/;

/**
 * A stand-in for Google's reCAPTCHA v2 script: `grecaptcha.render` draws an "I'm not a robot"
 * button that hands out tokens, and `window.fakeCaptcha` lets a test expire it and count resets.
 */
export const FAKE_RECAPTCHA_SCRIPT = `(() => {
  let issued = 0;
  const widgets = [];
  window.fakeCaptcha = { resets: 0, renders: [], expire() { widgets.at(-1)?.expire(); } };
  window.grecaptcha = {
    render(element, params) {
      window.fakeCaptcha.renders.push({ sitekey: params.sitekey, theme: params.theme });
      const box = document.createElement('button');
      box.type = 'button';
      box.textContent = "I'm not a robot";
      box.setAttribute('aria-pressed', 'false');
      box.addEventListener('click', () => {
        box.setAttribute('aria-pressed', 'true');
        issued += 1;
        params.callback('fake-captcha-token-' + issued);
      });
      element.append(box);
      widgets.push({
        expire() { box.setAttribute('aria-pressed', 'false'); params['expired-callback'](); },
        reset() { box.setAttribute('aria-pressed', 'false'); },
      });
      return widgets.length - 1;
    },
    reset(id) { widgets[id].reset(); window.fakeCaptcha.resets += 1; },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  window[onload]();
})();`;

export function fakeRecaptcha(outside: Outside) {
  const requests: string[] = [];
  outside.fake(RECAPTCHA_SCRIPT, async (route, answerDefault) => {
    requests.push(route.request().url());
    await answerDefault();
  });
  return { requests };
}

export function blockRecaptcha(outside: Outside) {
  outside.fake(RECAPTCHA_SCRIPT, (route) => route.abort('blockedbyclient'));
}

export async function solveCaptcha(page: Page) {
  await page.getByRole('button', { name: "I'm not a robot" }).click();
}

export async function expireCaptcha(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { fakeCaptcha: { expire(): void } }).fakeCaptcha.expire(),
  );
}

export async function captchaResets(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { fakeCaptcha: { resets: number } }).fakeCaptcha.resets,
  );
}
