import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useActionData, useSubmit } from 'react-router';
import { cartMessages } from '~/content/cart-messages';
import { store as copy } from '~/content/store';
import { config as siteConfig } from '~/config';
import { cn } from '~/lib/cn';
import { JoinListForm } from '~/list/join-list-slot';
import type * as BuyModule from './buy';
import {
  type BuyArea,
  CART_FIELDS,
  CART_PATH,
  type CartChoice,
  type RefusedCart,
} from './cart-form';
import { removeDiscount } from './discount';
import { formatPrice } from '~/lib/money';
import { type OfferPrice, purchaseOf } from './offer';
import { OfferLine } from './offer-line';
import { OrderButton } from './order-button';
import { PurchaseOptions, SubscribeAndSaveLink } from './purchase-options';
import { type SellingPlan, planFor } from './selling-plans';
import { checkingOut, pickAnnounced } from './shop-state';
import {
  useDiscount,
  useIsCheckingOut,
  useKnownProduct,
  useOffer,
  useShop,
  useTotalPrice,
} from './store-provider';

// The background send, loaded after hydration; if it cannot load, each tap posts the form itself.
let background: Promise<typeof BuyModule> | null = null;
const loadBuy = () => (background ??= import('./buy'));

type BuyControlsProps = {
  area: BuyArea;
  withPrice?: boolean;
  isFullWidth?: boolean;
  className?: string;
};

export function BuyControls({
  area,
  withPrice = false,
  isFullWidth = false,
  className,
}: BuyControlsProps) {
  const { config } = useShop();
  const submit = useSubmit();
  const known = useKnownProduct();
  const form = useRef<HTMLFormElement>(null);
  // A plain post's refusal, on the page the server renders for it.
  const told = useRefused(area);
  const [choice, setChoice] = useState(told?.choice ?? { quantity: 1, planId: null });
  const plan = planFor(known, choice.planId);
  const total = useTotalPrice(choice.quantity, plan);
  const isSoldOut = known?.isAvailable === false;
  const isCheckingOut = useIsCheckingOut();

  // A choice made before hydration is in the form's fields: the labels follow it from now on.
  useEffect(() => {
    if (form.current) setChoice(readChoice(form.current));
    loadBuy().catch(() => undefined);
  }, []);

  const hasPicked = useRef(false);
  const handleChange = () => {
    if (!form.current) return;
    hasPicked.current = true;
    setChoice(readChoice(form.current));
  };
  // The status region reads the total once the shopper has picked: not at the first render.
  useEffect(() => {
    if (hasPicked.current) pickAnnounced.set(copy.totalAnnounced(choice.quantity, total));
  }, [choice.quantity, total]);

  const postsItself = useRef(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (postsItself.current) return;
    event.preventDefault();
    // One at a time, busy from the tap, while the send loads if it has not yet.
    if (checkingOut.get()) return;
    checkingOut.set(true);
    const sent = event.currentTarget;
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    const submitter = pressed instanceof HTMLButtonElement ? pressed : null;
    const request = { form: sent, submitter, product: known, submit };
    loadBuy().then(
      ({ buy }) => buy(request),
      (error: unknown) => {
        console.warn('Buy button: sending the form itself', error);
        postsItself.current = true;
        // A task later: a form ignores a submit asked for while its last one is still going.
        setTimeout(() => sent.requestSubmit(submitter));
      },
    );
  };

  // Sold out, with a list to join: "Order Now" gives way to "Email me when it's back".
  if (isSoldOut && known && siteConfig.list) {
    return (
      <JoinListForm
        place={area}
        waitlistVariant={known.variantGid}
        className={cn(isFullWidth && 'mx-auto', className)}
      />
    );
  }

  return (
    <form
      ref={form}
      method="post"
      action={`${CART_PATH}?from=${area}`}
      onChange={handleChange}
      onSubmit={handleSubmit}
      aria-busy={isCheckingOut || undefined}
      className={cn(
        'flex flex-col gap-2',
        isFullWidth ? 'items-stretch' : 'items-start',
        className,
      )}
    >
      <input type="hidden" name={CART_FIELDS.variant} value={known?.variantGid ?? ''} />
      {isFullWidth ? (
        <>
          <PurchaseOptions plan={plan} />
          <div className="flex min-h-12 items-center justify-between gap-3 empty:hidden">
            <QuantityPicker quantity={choice.quantity} plan={plan} />
            <QuantityTotal quantity={choice.quantity} total={total} isPlan={plan !== null} />
          </div>
          <OrderButton label={withPrice ? `${copy.orderLabel} ${total}` : copy.orderLabel} />
          <OfferLine plan={plan} quantity={choice.quantity} />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <OrderButton label={withPrice ? `${copy.orderLabel} ${total}` : copy.orderLabel} />
          <QuantityPicker quantity={choice.quantity} plan={plan} />
          {!withPrice && (
            <QuantityTotal quantity={choice.quantity} total={total} isPlan={plan !== null} />
          )}
          <SubscribeAndSaveLink />
          <OfferLine plan={plan} quantity={choice.quantity} />
        </div>
      )}
      {config?.shopPay && !isSoldOut && (
        <button
          type="submit"
          name={CART_FIELDS.payment}
          value="shop_pay"
          aria-disabled={isCheckingOut || undefined}
          className="inline-flex min-h-12 items-center justify-center gap-1 rounded-full bg-white px-6 py-2 text-base font-medium text-shop-pay ring-1 ring-shop-pay/40 transition-colors hover:bg-shop-pay-50 focus-visible:outline-honey-200 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {copy.shopPayLabel}
        </button>
      )}
      <RefusalMessage told={told} />
      <DiscountNotice
        // The notice's button goes away with it: focus returns to the buy button.
        onClosed={() => form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus()}
      />
    </form>
  );
}

/** A refused plain post's refusal and choice, for the form that posted (routes/cart.post.tsx). */
function useRefused(area: BuyArea): RefusedCart | null {
  const refused = useActionData<RefusedCart | undefined>();
  return refused?.area === area ? refused : null;
}

function RefusalMessage({ told }: { told: RefusedCart | null }) {
  if (!told) return null;
  return (
    // The page came back because of this message: it opens scrolled to it, and it is read out.
    // eslint-disable-next-line jsx-a11y/no-autofocus -- a new page load, not a focus stolen mid-page
    <p role="alert" tabIndex={-1} autoFocus className="max-w-prose text-base text-cream">
      {told.message}
      {told.storeUrl && (
        <>
          {' '}
          <a href={told.storeUrl} className="underline underline-offset-4">
            {cartMessages.viewOnStore}
          </a>
        </>
      )}
    </p>
  );
}

/** What the controls show chosen; the picker offers only the counts the cart's schema takes. */
function readChoice(form: HTMLFormElement): CartChoice {
  const data = new FormData(form) as unknown as URLSearchParams;
  return {
    quantity: Number(data.get(CART_FIELDS.quantity) ?? 1),
    planId: data.get(CART_FIELDS.plan) || null,
  };
}

/** "CODE will be applied at checkout", with its removal; its room kept from the first paint. */
function DiscountNotice({ onClosed }: { onClosed: () => void }) {
  const discount = useDiscount();
  const isPending = discount?.status === 'pending';
  return (
    <p
      className={cn(
        'h-12 max-w-full items-center gap-2 text-sm text-honey-100',
        discount ? 'flex' : 'hidden with-discount:flex',
      )}
    >
      {discount && (
        <>
          <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]">
            <strong className="font-semibold text-cream">{discount.code}</strong>{' '}
            {isPending ? copy.discountWillApply : copy.discountRefused}
          </span>
          <button
            type="button"
            onClick={() => {
              removeDiscount();
              onClosed();
            }}
            aria-label={isPending ? copy.removeDiscountLabel(discount.code) : undefined}
            className="min-h-12 shrink-0 rounded-md px-3 font-medium text-honey-200 underline underline-offset-2 hover:text-cream"
          >
            {isPending ? copy.removeDiscount : copy.dismiss}
          </button>
        </>
      )}
    </p>
  );
}

type QuantityPickerProps = { quantity: number; plan: SellingPlan | null; className?: string };

/** How many jars: the buy form's native <select>, so a pick before hydration is posted.
 * `quantity`: the first shown (one, or the count a refused post asked for). With the store's
 * offer, each option says its price after the break ("3 jars · $86.70 · save 15%"). */
function QuantityPicker({ quantity, plan, className }: QuantityPickerProps) {
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
function QuantityTotal({ quantity, total, isPlan }: QuantityTotalProps) {
  if (quantity < 2) return null;
  return (
    <p className="text-base font-medium text-cream">
      {isPlan ? copy.perDelivery(copy.total(total)) : copy.total(total)}
    </p>
  );
}
