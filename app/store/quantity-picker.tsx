import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { formatPrice } from '~/lib/money';
import { CART_FIELDS } from './cart-form';
import { type OfferPrice, purchaseOf } from './offer';
import type { SellingPlan } from './selling-plans';
import { useKnownProduct, useOffer, useShop } from './store-provider';

type QuantityPickerProps = { quantity: number; plan: SellingPlan | null; className?: string };

/** How many jars: the buy form's native <select>, so a pick before hydration is posted.
 * `quantity`: the first shown (one, or the count a refused post asked for). With the store's
 * offer, each option says its price after the break ("3 jars · $86.70 · save 15%"). */
export function QuantityPicker({ quantity, plan, className }: QuantityPickerProps) {
  const { config } = useShop();
  const product = useKnownProduct();
  const prices = useOffer()?.prices[purchaseOf(plan?.id)];
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
            {labelOf(count, prices?.[count - 1])}
          </option>
        ))}
      </select>
    </div>
  );
}

function labelOf(count: number, price: OfferPrice | undefined) {
  if (!price) return copy.jars(count);
  const total = formatPrice(price.total.amount, price.total.currencyCode);
  return copy.jarsPriced(count, total, price.savingPercent);
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
