import { Suspense, lazy } from 'react';

// sonner (~10 KiB gzipped) loads after hydration, well before anything can raise a toast.
const loadSonner = () => import('sonner');
const MessageToaster = lazy(() =>
  import('./toaster').then(({ MessageToaster }) => ({ default: MessageToaster })),
);

const ERROR_TOAST_MS = 12_000;

export function ToastRegion() {
  return (
    <Suspense fallback={null}>
      <MessageToaster />
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
