import { useId } from 'react';
import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { QUANTITY_PICKER_ATTRIBUTE, parseQuantity } from './quantity-early';
import { pickedQuantity } from './shop-state';
import { useKnownProduct, usePlan, useQuantity, useShop, useTotalPrice } from './store-provider';

/**
 * How many jars, 1 to the configured maximum: a native <select>, so it works before hydration
 * (the page's early script carries the pick into the cart links) and reads well to a screen
 * reader. Not shown when the jar cannot be bought here.
 */
export function QuantityPicker({ className }: { className?: string }) {
  const { config } = useShop();
  const product = useKnownProduct();
  const quantity = useQuantity();
  const id = useId();
  if (!config || !product?.isAvailable || config.maxQuantity < 2) return null;
  const counts = Array.from({ length: config.maxQuantity }, (_, index) => index + 1);
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {copy.quantityLabel}
      </label>
      <select
        id={id}
        {...{ [QUANTITY_PICKER_ATTRIBUTE]: '' }}
        // A reload starts again at one jar, as the links do.
        autoComplete="off"
        value={quantity}
        onChange={(event) => pickedQuantity.set(parseQuantity(event.target.value) ?? 1)}
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

/** "Total $102" beside a picker whose button does not state the price; nothing at one jar. */
export function QuantityTotal() {
  const quantity = useQuantity();
  const total = useTotalPrice();
  const plan = usePlan();
  if (quantity < 2) return null;
  return (
    <p className="text-base font-medium text-cream">
      {plan ? copy.perDelivery(copy.total(total)) : copy.total(total)}
    </p>
  );
}
