import { useEffect, useRef } from 'react';
import { SiteLink } from '~/ui/site-link';
import { consent as copy } from '~/content/consent';
import { useConsent } from './consent-state';

const BUTTON =
  'inline-flex min-h-12 min-w-28 items-center justify-center rounded-full border-2 border-honey-300 bg-honey-300 px-5 font-semibold text-ink hover:bg-honey-200 focus-visible:outline-honey-200';

/**
 * The choice about advertising: a region fixed at the bottom, not a dialog, with "Accept" and
 * "Reject" alike. The footer's "Cookie settings" opens it any time (focus in, and back after).
 */
export function ConsentRegion() {
  const { decision, hasGpc, mode, isOpen, close, choose } = useConsent();
  const region = useRef<HTMLElement>(null);
  const wasAskedFor = decision !== null && !decision.shouldAsk;

  useEffect(() => {
    if (isOpen && wasAskedFor) region.current?.focus();
  }, [isOpen, wasAskedFor]);

  if (!isOpen || decision === null) return null;
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="consent-heading"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-2xl rounded-2xl border border-honey-700 bg-night p-4 text-sm text-cream shadow-xl sm:inset-x-4 sm:bottom-4 [&_:focus-visible]:outline-honey-200"
    >
      <h2 id="consent-heading" className="text-base font-semibold text-honey-200">
        {copy.heading}
      </h2>
      <div className="mt-1">
        {(mode === 'opt-out' ? copy.bodyOptOut : copy.body).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <SiteLink to="/privacy#cookies" className="underline underline-offset-2" onClick={close}>
            {copy.privacyLink}
          </SiteLink>
        </p>
      </div>
      {hasGpc ? (
        <div className="mt-2 font-medium text-honey-100">
          {copy.gpcNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : (
        <>
          {wasAskedFor && <p className="mt-2 text-parchment">{copy.status(decision.isAllowed)}</p>}
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={BUTTON} onClick={() => choose('granted')}>
              {copy.accept}
            </button>
            <button type="button" className={BUTTON} onClick={() => choose('denied')}>
              {copy.reject}
            </button>
          </div>
        </>
      )}
      {(hasGpc || wasAskedFor) && (
        <button
          type="button"
          className="mt-1 inline-flex min-h-12 items-center underline underline-offset-2"
          onClick={close}
        >
          {copy.close}
        </button>
      )}
    </section>
  );
}
