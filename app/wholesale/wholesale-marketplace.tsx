import {
  type ReactNode,
  type RefObject,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { wholesale } from '~/content/wholesale';
import type { WholesaleConfig } from '~/config';
import { loadWholesaleWidget, widgetScriptUrl } from './wholesale';
import { cn } from '~/lib/cn';
import { EmailLink } from '~/ui/email-link';
import { useIsHydrated } from '~/ui/use-is-hydrated';

type WholesaleMarketplaceProps = { config: WholesaleConfig; contactEmail: string };

/** The marketplace iframe beside the widget; anything unset or failing leaves a way to order. */
export function WholesaleMarketplace({ config, contactEmail }: WholesaleMarketplaceProps) {
  const copy = wholesale.marketplace;
  const notConnected = (
    <>
      {copy.notConnected} <EmailLink email={contactEmail} />.
    </>
  );
  return (
    <section aria-labelledby="marketplace-heading" className="mt-12">
      <h2 id="marketplace-heading" className="text-3xl font-semibold">
        {copy.heading}
      </h2>
      {config.iframeUrl === null && config.widget === null ? (
        <Notice className="mt-6">{notConnected}</Notice>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {config.iframeUrl === null ? (
            <Notice>{notConnected}</Notice>
          ) : (
            <div>
              <MarketplaceFrame url={config.iframeUrl} />
              <p className="mt-3">
                <MarketplaceLink url={config.iframeUrl} />
              </p>
            </div>
          )}
          <WholesaleWidget config={config} contactEmail={contactEmail} />
        </div>
      )}
    </section>
  );
}

// Added once the page has painted: a frame would hold back `load` (which starts hydration) and a
// tap's first frame. Until then the box keeps its size and the link below.
function MarketplaceFrame({ url }: { url: string }) {
  // Mounted with false, then true in a render of its own after the one that showed the page.
  const isShown = useDeferredValue(useIsHydrated(), false);
  const copy = wholesale.marketplace;
  const box = useRef<HTMLDivElement>(null);
  useFrameFocus(box);

  return (
    <div
      ref={box}
      style={{ height: copy.iframeHeightPx }}
      className="box-content overflow-hidden rounded-2xl border border-honey-200 bg-white data-frame-focused:outline-3 data-frame-focused:outline-offset-2 data-frame-focused:outline-honey-700"
    >
      {isShown && (
        <iframe
          src={url}
          title={copy.iframeTitle}
          height={copy.iframeHeightPx}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          className="block size-full"
        />
      )}
    </div>
  );
}

type WidgetState = 'loading' | 'loaded' | 'failed';

function WholesaleWidget({ config, contactEmail }: WholesaleMarketplaceProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const copy = wholesale.marketplace;
  const src = config.widget && widgetScriptUrl(config.widget, copy.widgetAppearance);

  useEffect(() => {
    const container = containerRef.current;
    if (!src || !container) return;
    const left = new AbortController();
    loadWholesaleWidget(container, src, left.signal).then(
      () => setState('loaded'),
      (error: unknown) => {
        if (left.signal.aborted) return;
        console.warn('The wholesale widget did not load', error);
        setState('failed');
      },
    );
    // The container goes with the page, with the widget's tag in it: the script may still come
    // and run after the visitor has left, and it draws beside its tag.
    return () => left.abort();
  }, [src]);

  if (!src) {
    return (
      <Notice>
        {copy.widgetUnset} <EmailLink email={contactEmail} />.
      </Notice>
    );
  }
  if (state === 'failed') {
    return (
      <Notice>
        {config.iframeUrl === null ? (
          <>
            {copy.widgetFailedNoMarketplace} <EmailLink email={contactEmail} />.
          </>
        ) : (
          <>
            {copy.widgetFailed} <MarketplaceLink url={config.iframeUrl} />
          </>
        )}
      </Notice>
    );
  }
  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={copy.widgetLabel}
      aria-busy={state === 'loading'}
      className="min-h-40 self-start rounded-2xl border border-honey-200 bg-white/70 p-4"
    />
  );
}

function Notice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-2xl border border-honey-200 bg-honey-100/60 p-6 text-lg leading-relaxed text-ink-soft',
        className,
      )}
    >
      {children}
    </p>
  );
}

function MarketplaceLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-12 items-center font-medium text-honey-700 underline underline-offset-4 hover:text-ink"
    >
      {wholesale.marketplace.openMarketplace}
      <span className="sr-only"> {wholesale.marketplace.opensInNewTab}</span>
    </a>
  );
}

/** Marks the frame's box while it has the keys: Firefox and WebKit match no :focus on a frame. */
function useFrameFocus(box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Firefox names the frame as the focused element only after the window's blur.
    const noteLeaving = () =>
      setTimeout(() => {
        if (!element.contains(document.activeElement)) return;
        element.dataset.frameFocused = '';
        element.scrollIntoView({ block: 'nearest' });
      });
    const noteBack = () => delete element.dataset.frameFocused;
    window.addEventListener('blur', noteLeaving);
    window.addEventListener('focus', noteBack);
    return () => {
      window.removeEventListener('blur', noteLeaving);
      window.removeEventListener('focus', noteBack);
    };
  }, [box]);
}
