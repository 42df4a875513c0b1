import type { WholesaleConfig } from '~/config';
import { loadScript } from '~/lib/load-script';

export type WidgetAppearance = { color: string; size: string };
type WidgetConfig = NonNullable<WholesaleConfig['widget']>;

export function widgetScriptUrl(widget: WidgetConfig, appearance: WidgetAppearance): string {
  const url = new URL(widget.scriptUrl);
  url.searchParams.set('color', appearance.color);
  url.searchParams.set('size', appearance.size);
  url.searchParams.set('brand', widget.brandSlug);
  return url.toString();
}

/** How long the widget may take before the page shows its fallback instead. */
const WIDGET_TIMEOUT_MS = 8_000;

/** Loads the widget script into `container`; rejects when blocked, slow, or `signal` aborts. */
export function loadWholesaleWidget(
  container: HTMLElement,
  src: string,
  signal: AbortSignal,
): Promise<void> {
  return loadScript(src, {
    parent: container,
    timeoutMs: WIDGET_TIMEOUT_MS,
    isFresh: true,
    signal,
  });
}
