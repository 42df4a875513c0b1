import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { useStore } from './store-provider';
import { useLivePrice } from './use-live-price';

type OrderButtonProps = { withPrice?: boolean; className?: string };

/**
 * A buy button (spec §2): "Order Now", with the price when asked. The price is the store's
 * live one once loaded; a sold-out product disables the button.
 */
export function OrderButton({ withPrice = false, className }: OrderButtonProps) {
  const { state, isCheckingOut, checkout } = useStore();
  const isSoldOut = state.status === 'ready' && !state.product.isAvailable;
  const price = useLivePrice();
  const label = isCheckingOut
    ? copy.openingCheckout
    : isSoldOut
      ? copy.soldOut
      : withPrice
        ? `${copy.orderLabel} ${price}`
        : copy.orderLabel;

  return (
    <button
      type="button"
      onClick={checkout}
      disabled={isSoldOut || isCheckingOut}
      aria-busy={isCheckingOut || undefined}
      className={cn(
        'inline-flex min-h-12 items-center justify-center rounded-full bg-honey-300 px-8 py-3 text-lg font-semibold text-ink shadow-md transition-colors hover:bg-honey-200 focus-visible:outline-honey-200 disabled:cursor-not-allowed disabled:opacity-70',
        className,
      )}
    >
      {label}
    </button>
  );
}
