import { store as copy } from '~/content/store';
import { formatPrice } from '~/lib/money';
import { breaksFor, purchaseOf } from './offer';
import type { SellingPlan } from './selling-plans';
import { useOffer } from './store-provider';

/** The store's offer near Order Now: this purchase's breaks and how far free shipping is. */
export function OfferLine({ plan, quantity }: { plan: SellingPlan | null; quantity: number }) {
  const offer = useOffer();
  if (!offer) return null;
  const breaks = breaksFor(offer, plan !== null).map((each) => ({
    jars: each.minQuantity,
    off:
      each.percentOff !== null
        ? `${each.percentOff}%`
        : copy.amountOff(
            formatPrice(each.amountOff?.money.amount ?? 0, each.amountOff?.money.currencyCode),
            each.amountOff?.eachJar === true,
          ),
  }));
  const freeFrom = offer.freeShippingFrom[purchaseOf(plan?.id)];
  const shipping =
    freeFrom === undefined
      ? null
      : quantity >= freeFrom
        ? copy.freeShipping
        : copy.freeShippingFrom(freeFrom);
  if (breaks.length === 0 && !shipping) return null;
  return (
    <p data-offer="" className="text-base font-medium text-honey-200">
      {breaks.length > 0 && copy.offer(breaks)}
      {breaks.length > 0 && shipping && ' · '}
      {shipping}
    </p>
  );
}
