import { Suspense, lazy } from 'react';

// sonner (about 10 KiB gzipped) loads after hydration, never on a page's first load: the
// region mounts as soon as it arrives, well before anything can raise a toast.
const loadSonner = () => import('sonner');
const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

const ERROR_TOAST_MS = 12_000;

/**
 * The live region toasts appear in (announced politely by screen readers). Its direction is
 * given: left unset, sonner reads the document's computed style as it mounts, which makes the
 * browser compute the old page's style in the middle of a tap's render.
 */
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
