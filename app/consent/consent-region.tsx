import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { SiteLink } from '~/ui/site-link';
import { consent as copy } from '~/content/consent';
import { cn } from '~/lib/cn';
import { useConsent } from './consent-state';

// "Accept" and "Reject" alike, and unlike the honey "Order Now" they sit beside on a phone.
const BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full border-2 border-honey-300 px-5 font-semibold text-cream hover:bg-honey-300 hover:text-ink focus-visible:outline-honey-200 sm:min-w-28';

/** Between a focused element brought out from under the choice and the choice. */
const CLEARANCE_PX = 8;

/** The choice about advertising: a region, not a dialog, low enough to keep "Order Now" in view. */
export function ConsentRegion() {
  const { decision, hasGpc, mode, isOpen, close, choose } = useConsent();
  const region = useRef<HTMLElement>(null);
  const [showsDetails, setShowsDetails] = useState(false);
  const detailsId = useId();
  const wasAskedFor = decision !== null && !decision.shouldAsk;

  useEffect(() => {
    if (isOpen && wasAskedFor) region.current?.focus();
  }, [isOpen, wasAskedFor]);

  useKeptClear(region, isOpen && decision !== null);
  useFocusKeptOnClose(region, isOpen && decision !== null);

  if (!isOpen || decision === null) return null;
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="consent-heading"
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-2xl rounded-t-2xl border-t border-honey-700 bg-night px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-sm text-cream shadow-xl sm:inset-x-4 sm:bottom-4 sm:rounded-2xl sm:border sm:p-4 [&_:focus-visible]:outline-honey-200"
    >
      <p className="sm:hidden">
        {[`${copy.heading}:`, ...(mode === 'opt-out' ? copy.shortOptOut : copy.short)].map(
          (phrase, index) => (
            <span
              key={phrase}
              className={cn('me-1 inline-block', index === 0 && 'font-semibold text-honey-200')}
            >
              {phrase}
            </span>
          ),
        )}
      </p>
      <div id={detailsId} className={cn('sm:block', showsDetails ? 'mt-2 block' : 'hidden')}>
        <h2 id="consent-heading" className="text-base font-semibold text-honey-200">
          {copy.heading}
        </h2>
        <div className="mt-1">
          {(mode === 'opt-out' ? copy.bodyOptOut : copy.body).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <SiteLink
              to="/privacy#cookies"
              className="inline-flex min-h-12 items-center underline underline-offset-2 sm:min-h-6"
              onClick={close}
            >
              {copy.privacyLink}
            </SiteLink>
          </p>
        </div>
      </div>
      {hasGpc ? (
        <div className="mt-2 font-medium text-honey-100">
          {copy.gpcNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : (
        wasAskedFor && <p className="mt-2 text-parchment">{copy.status(decision.isAllowed)}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-3">
        {!hasGpc && (
          <>
            <button type="button" className={BUTTON} onClick={() => choose('granted')}>
              {copy.accept}
            </button>
            <button type="button" className={BUTTON} onClick={() => choose('denied')}>
              {copy.reject}
            </button>
          </>
        )}
        <button
          type="button"
          aria-expanded={showsDetails}
          aria-controls={detailsId}
          className="inline-flex min-h-12 items-center px-1 underline underline-offset-2 sm:hidden"
          onClick={() => setShowsDetails((shown) => !shown)}
        >
          {copy.details}
        </button>
        {(hasGpc || wasAskedFor) && (
          <button
            type="button"
            className="inline-flex min-h-12 items-center px-1 underline underline-offset-2"
            onClick={close}
          >
            {copy.close}
          </button>
        )}
      </div>
    </section>
  );
}

/** The choice's height as `--consent-inset`; a focused element under it is brought out. */
function useKeptClear(region: RefObject<HTMLElement | null>, isShown: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!isShown || !element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(
        '--consent-inset',
        `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    // WebKit ignores scroll-padding for a focused field. A place the page sent focus to (not in
    // the tab order) may be tall and mid smooth scroll: left while its start shows, else its start
    // goes where that scroll ends, never its end above the choice (issue 66).
    const reveal = (focused: EventTarget | null) => {
      if (!(focused instanceof HTMLElement) || element.contains(focused)) return;
      const box = focused.getBoundingClientRect();
      const room = element.getBoundingClientRect().top - CLEARANCE_PX;
      if (box.top >= 0 && (box.bottom <= room || (focused.tabIndex < 0 && box.top < room))) return;
      if (focused.tabIndex < 0) focused.scrollIntoView({ block: 'start', behavior: 'instant' });
      else if (box.top < 0) focused.scrollIntoView({ block: 'nearest' });
      else window.scrollBy({ top: box.bottom - room, behavior: 'instant' });
    };
    const revealFocused = (event: FocusEvent) => reveal(event.target);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    document.addEventListener('focusin', revealFocused);
    if (document.activeElement !== document.body) reveal(document.activeElement);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('focusin', revealFocused);
      root.style.removeProperty('--consent-inset');
    };
  }, [region, isShown]);
}

/** Focus the closing choice drops returns where it came from, else to the skip link; never the body. */
function useFocusKeptOnClose(region: RefObject<HTMLElement | null>, isShown: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!isShown || !element) return;
    let cameFrom: HTMLElement | null = null;
    let isByKeyboard = false;
    const noteArrival = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !element.contains(from)) cameFrom = from;
    };
    const noteKey = () => (isByKeyboard = true);
    const notePointer = () => (isByKeyboard = false);
    element.addEventListener('focusin', noteArrival);
    element.addEventListener('keydown', noteKey);
    element.addEventListener('pointerdown', notePointer);
    return () => {
      element.removeEventListener('focusin', noteArrival);
      element.removeEventListener('keydown', noteKey);
      element.removeEventListener('pointerdown', notePointer);
      const active = document.activeElement;
      if (!isByKeyboard || (active && active !== document.body)) return;
      const next =
        (cameFrom?.isConnected ? cameFrom : null) ??
        document.querySelector<HTMLElement>('a[href="#main"]');
      next?.focus();
    };
  }, [region, isShown]);
}
