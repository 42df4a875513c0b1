import { useId } from 'react';
import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { formatPrice } from '~/lib/money';
import { useIsHydrated } from '~/ui/use-is-hydrated';
import type { Money } from './product';
import { pickedPlan } from './shop-state';
import { useKnownProduct, usePlan } from './store-provider';

const price = (money: Money) => formatPrice(money.amount, money.currencyCode);

/**
 * Subscribe & save, when the store has selling plans: one-time or each plan, with its name, how
 * often it delivers, its price per delivery and the saving, all from the store. A plan needs the
 * page's code (a permalink cannot carry one), so until hydration the choice is shown but
 * unavailable, and a tap then buys once. Nothing at all without plans.
 */
export function PurchaseOptions({ className }: { className?: string }) {
  const product = useKnownProduct();
  const plan = usePlan();
  const isHydrated = useIsHydrated();
  const name = useId();
  if (!product?.isAvailable || product.plans.length === 0) return null;
  const options = [
    ...(product.requiresPlan
      ? []
      : [{ id: null, title: copy.oneTime, detail: product.price && price(product.price) }]),
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
      disabled={!isHydrated}
      data-purchase-options=""
      className={cn('grid gap-2 disabled:opacity-60', className)}
    >
      <legend className="mb-2 text-base font-semibold text-cream">{copy.purchaseOptions}</legend>
      {options.map((option) => {
        const isChosen = (plan?.id ?? null) === option.id;
        return (
          <label
            key={option.id ?? 'once'}
            className={cn(
              'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-left',
              isChosen ? 'border-honey-300 bg-night' : 'border-honey-700/60',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={isChosen}
              onChange={() => pickedPlan.set(option.id)}
              className="mt-1 size-5 shrink-0 accent-honey-300"
            />
            <span>
              <span className="block font-medium text-cream">{option.title}</span>
              {option.detail && (
                <span className="block text-sm text-parchment">{option.detail}</span>
              )}
            </span>
          </label>
        );
      })}
      {plan && <p className="text-sm text-parchment">{copy.subscriptionTerms}</p>}
      <noscript>
        <p className="text-sm text-parchment">{copy.subscriptionsNeedScript}</p>
      </noscript>
    </fieldset>
  );
}
