import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** Above the cookie choice when it is open (its height: app/styles/app.css). */
const ABOVE_THE_CHOICE = { bottom: 'calc(var(--consent-inset, 0px) + 1rem)' };

/** At the bottom, where the page scrolls clear; `dir` given, or sonner reads style mid-tap. */
export function MessageToaster() {
  useEffect(() => {
    document.addEventListener('focusin', keepClearOfMessages);
    return () => document.removeEventListener('focusin', keepClearOfMessages);
  }, []);
  return (
    <Toaster
      position="bottom-center"
      offset={ABOVE_THE_CHOICE}
      mobileOffset={ABOVE_THE_CHOICE}
      theme="light"
      dir="ltr"
      richColors
      closeButton
    />
  );
}

/** Above a message: more than the 14 px band sonner keeps under the pointer. */
const CLEARANCE_PX = 24;

/** A focused element out from under a message (WebKit ignores scroll-padding on screen). */
function keepClearOfMessages(event: FocusEvent) {
  const focused = event.target;
  if (!(focused instanceof HTMLElement) || focused.closest('[data-sonner-toaster]')) return;
  const tops = [...document.querySelectorAll('[data-sonner-toast]')].map(
    (message) => message.getBoundingClientRect().top,
  );
  if (tops.length === 0) return;
  const overlap = focused.getBoundingClientRect().bottom + CLEARANCE_PX - Math.min(...tops);
  if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
}
