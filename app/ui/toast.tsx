import { Suspense, lazy } from 'react';

// sonner (~10 KiB gzipped) loads after hydration, well before anything can raise a toast.
const loadSonner = () => import('sonner');
const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

const ERROR_TOAST_MS = 12_000;

/** Above the cookie choice when it is open (its height: app/styles/app.css). */
const ABOVE_THE_CHOICE = { bottom: 'calc(var(--consent-inset, 0px) + 1rem)' };

// The toasts' polite region; `dir` is given, or sonner reads computed style mid-way through a tap.
// At the bottom, where the page can scroll clear of them: at the top they would hide the header.
export function ToastRegion() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        offset={ABOVE_THE_CHOICE}
        mobileOffset={ABOVE_THE_CHOICE}
        theme="light"
        dir="ltr"
        richColors
        closeButton
      />
    </Suspense>
  );
}

type ToastAction = { label: string; onClick: () => void };

/** Shows a toast; errors stay longer, since they carry an address to copy. */
export function showToast(kind: 'success' | 'error', message: string, action?: ToastAction): void {
  loadSonner().then(
    ({ toast }) => {
      if (kind === 'error') toast.error(message, { duration: ERROR_TOAST_MS, action });
      else toast.success(message, { action });
    },
    (error: unknown) => console.error('Could not show the message', message, error),
  );
}
