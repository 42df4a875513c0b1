import { useRef } from 'react';
import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { OrderButton } from './order-button';
import { PurchaseOptions } from './purchase-options';
import { QuantityPicker, QuantityTotal } from './quantity-picker';
import { removeDiscount } from './discount';
import { CART_LINK_ATTRIBUTE } from './discount-early';
import { useCartLinks, useDiscount, useKnownProduct } from './store-provider';

type BuyControlsProps = { withPrice?: boolean; isFullWidth?: boolean; className?: string };

/**
 * One place to buy: "Order Now" and how many jars, the express Shop Pay link when the owner turned it on, and the
 * visit's discount code with a way to remove it.
 */
export function BuyControls({
  withPrice = false,
  isFullWidth = false,
  className,
}: BuyControlsProps) {
  const controls = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={controls}
      className={cn(
        'flex flex-col gap-2',
        isFullWidth ? 'items-stretch' : 'items-start',
        className,
      )}
    >
      {isFullWidth ? (
        <>
          <PurchaseOptions />
          <div className="flex min-h-12 items-center justify-between gap-3 empty:hidden">
            <QuantityPicker />
            <QuantityTotal />
          </div>
          <OrderButton withPrice={withPrice} />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <OrderButton withPrice={withPrice} />
          <QuantityPicker />
          {!withPrice && <QuantityTotal />}
        </div>
      )}
      <ShopPayLink />
      <DiscountNotice
        // The notice's button goes away with it: focus returns to the buy button.
        onClosed={() => controls.current?.querySelector<HTMLElement>('a, button')?.focus()}
      />
    </div>
  );
}

/**
 * Shopify's express checkout as a plain link (the cart permalink with `payment=shop_pay`): it
 * works before hydration and without JavaScript, and loads no Shopify script.
 */
function ShopPayLink() {
  const { shopPayUrl } = useCartLinks();
  const isSoldOut = useKnownProduct()?.isAvailable === false;
  if (!shopPayUrl || isSoldOut) return null;
  return (
    <a
      href={shopPayUrl}
      {...{ [CART_LINK_ATTRIBUTE]: '' }}
      className="inline-flex min-h-12 items-center justify-center gap-1 rounded-full bg-white px-6 py-2 text-base font-medium text-shop-pay ring-1 ring-shop-pay/40 transition-colors hover:bg-shop-pay-50 focus-visible:outline-honey-200"
    >
      {copy.shopPayLabel}
    </a>
  );
}

/**
 * "SPRING10 will be applied at checkout", with a way to remove it. Its room is kept from the
 * first paint whenever the page's early script found a code (`with-discount:`), so nothing moves
 * when it fills in after hydration; the page's one status region announces it.
 */
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
