import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { CART_FIELDS } from './cart-form';
import { useKnownProduct, useShop } from './store-provider';

/** How many jars: the buy form's native <select>, so a pick before hydration is posted.
 * `quantity`: the first shown (one, or the count a refused post asked for). */
export function QuantityPicker({ quantity, className }: { quantity: number; className?: string }) {
  const { config } = useShop();
  const product = useKnownProduct();
  if (!config || !product?.isAvailable || config.maxQuantity < 2) return null;
  const counts = Array.from({ length: config.maxQuantity }, (_, index) => index + 1);
  return (
    <div className={cn('flex items-center', className)}>
      <select
        // Named without a visible label: each option says what it is ("3 jars").
        aria-label={copy.quantityLabel}
        name={CART_FIELDS.quantity}
        // A reload starts again at one jar.
        autoComplete="off"
        defaultValue={quantity}
        className="min-h-12 rounded-full border border-honey-700 bg-night-soft px-3 text-base font-medium text-cream hover:border-honey-300 focus-visible:outline-honey-200 sm:px-4"
      >
        {counts.map((count) => (
          <option key={count} value={count}>
            {copy.jars(count)}
          </option>
        ))}
      </select>
    </div>
  );
}

type QuantityTotalProps = { quantity: number; total: string; isPlan: boolean };

/** "Total $102" beside a picker whose button does not state the price; nothing at one jar. */
export function QuantityTotal({ quantity, total, isPlan }: QuantityTotalProps) {
  if (quantity < 2) return null;
  return (
    <p className="text-base font-medium text-cream">
      {isPlan ? copy.perDelivery(copy.total(total)) : copy.total(total)}
    </p>
  );
}
