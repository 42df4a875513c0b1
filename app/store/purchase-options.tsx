import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { formatPrice } from '~/lib/money';
import { CART_FIELDS } from './cart-form';
import type { Money } from './product';
import type { SellingPlan } from './selling-plans';
import { useKnownProduct } from './store-provider';

const price = (money: Money) => formatPrice(money.amount, money.currencyCode);

/** The choice's anchor: the hero's "or subscribe & save" leads here. */
const PURCHASE_OPTIONS_ID = 'subscribe';

/** "or subscribe & save 10%" by a buy button without the choice: a link to the choice. */
export function SubscribeAndSaveLink() {
  const product = useKnownProduct();
  if (!product?.isAvailable || product.plans.length === 0 || product.requiresPlan) return null;
  const best = Math.max(...product.plans.map((plan) => plan.savingPercent));
  return (
    <a
      href={`#${PURCHASE_OPTIONS_ID}`}
      className="inline-flex min-h-12 items-center px-1 text-base font-medium text-honey-200 underline underline-offset-4 hover:text-cream"
    >
      {copy.subscribeAndSave(best)}
    </a>
  );
}

// Subscribe & save, when the store has plans: one-time or each plan, as radio buttons of the buy
// form, so a plan is bought from the first paint. `plan`: the one chosen, for the terms line.
export function PurchaseOptions({
  plan,
  className,
}: {
  plan: SellingPlan | null;
  className?: string;
}) {
  const product = useKnownProduct();
  if (!product?.isAvailable || product.plans.length === 0) return null;
  const options = [
    ...(product.requiresPlan
      ? []
      : [{ id: '', title: copy.oneTime, detail: product.price && price(product.price) }]),
    ...product.plans.map((each) => ({
      id: each.id,
      title: each.name,
      detail: [
        copy.perDelivery(price(each.perDelivery)),
        each.savingPercent > 0 && copy.saving(each.savingPercent),
        each.delivery,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  ];
  return (
    <fieldset
      id={PURCHASE_OPTIONS_ID}
      data-purchase-options=""
      className={cn('grid scroll-mt-8 gap-2', className)}
    >
      <legend className="mb-2 text-base font-semibold text-cream">{copy.purchaseOptions}</legend>
      {options.map((option, index) => (
        <label
          key={option.id || 'once'}
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-honey-700/60 px-4 py-3 text-left has-checked:border-honey-300 has-checked:bg-night"
        >
          <input
            type="radio"
            name={CART_FIELDS.plan}
            value={option.id}
            // The first, or the plan a refused post asked for.
            defaultChecked={plan ? option.id === plan.id : index === 0}
            className="mt-1 size-5 shrink-0 accent-honey-300"
          />
          <span>
            <span className="block font-medium text-cream">{option.title}</span>
            {option.detail && <span className="block text-sm text-parchment">{option.detail}</span>}
          </span>
        </label>
      ))}
      {plan && <p className="text-sm text-parchment">{copy.subscriptionTerms}</p>}
    </fieldset>
  );
}
