import { store as copy } from '~/content/store';
import { useIsCheckingOut, useKnownProduct } from './store-provider';

/** "Order Now": the buy form's submit, from the first paint; sold out, it says so. */
export function OrderButton({ label }: { label: string }) {
  const isCheckingOut = useIsCheckingOut();
  const isSoldOut = useKnownProduct()?.isAvailable === false;
  return (
    <button
      type="submit"
      disabled={isSoldOut}
      aria-disabled={isCheckingOut || undefined}
      className="inline-flex min-h-12 items-center justify-center rounded-full bg-honey-300 px-6 py-3 text-lg font-semibold text-ink shadow-md transition-colors hover:bg-honey-200 focus-visible:outline-honey-200 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70 sm:px-8"
    >
      {isCheckingOut ? copy.openingCheckout : isSoldOut ? copy.soldOut : label}
    </button>
  );
}
