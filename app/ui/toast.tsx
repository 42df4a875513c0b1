import { Suspense, lazy } from 'react';

// sonner (~10 KiB gzipped) loads after hydration, well before anything can raise a toast.
const loadSonner = () => import('sonner');
const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

const ERROR_TOAST_MS = 12_000;

// The toasts' polite region; `dir` is given, or sonner reads computed style mid-way through a tap.
export function ToastRegion() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" theme="light" dir="ltr" richColors closeButton />
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
