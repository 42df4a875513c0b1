import type { OutsideWorld as Outside } from '../fixtures';

export const WHOLESALE_IFRAME = /^https:\/\/marketplace\.wholesale\.test\//;
export const WHOLESALE_WIDGET = /^https:\/\/widgets\.wholesale\.test\/embed\/widget\.js/;

/**
 * Draws a labelled badge beside its own script tag, from the parameters in its URL, as the real
 * widget does; counts its runs in `window.wholesaleWidgetRuns`.
 */
export const FAKE_WIDGET = `(() => {
  window.wholesaleWidgetRuns = (window.wholesaleWidgetRuns || 0) + 1;
  const script = document.currentScript;
  const params = new URL(script.src).searchParams;
  const badge = document.createElement('a');
  badge.href = 'https://marketplace.wholesale.test/brand/' + params.get('brand');
  badge.textContent = 'Shop ' + params.get('brand') + ' wholesale (' + params.get('color') + ', ' + params.get('size') + ')';
  script.parentElement.append(badge);
})();`;

export const FAKE_MARKETPLACE = `<!doctype html><html lang="en"><title>Fake marketplace</title>
<body><h1>Lumen Hive on the wholesale marketplace</h1></body></html>`;

export function fakeWholesale(outside: Outside) {
  const widgetRequests: string[] = [];
  outside.fake(WHOLESALE_IFRAME, (_route, answerDefault) => answerDefault());
  outside.fake(WHOLESALE_WIDGET, async (route, answerDefault) => {
    widgetRequests.push(route.request().url());
    await answerDefault();
  });
  return { widgetRequests };
}
