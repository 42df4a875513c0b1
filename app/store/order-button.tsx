import type { MouseEvent } from 'react';
import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { isModifiedClick } from '~/lib/modified-click';
import { buy } from './buy';
import {
  useCartLinks,
  useIsCheckingOut,
  useKnownProduct,
  useShop,
  useTotalPrice,
} from './store-provider';
import { useIsHydrated } from '~/ui/use-is-hydrated';
import { CART_LINK_ATTRIBUTE } from './discount-early';

type OrderButtonProps = { withPrice?: boolean; className?: string };

/**
 * "Order Now": a link to the cart permalink (so a tap before hydration or without JavaScript
 * reaches the checkout) that runs the scripted checkout once hydrated. Without a product at build
 * time, a button that says it is unavailable until hydration.
 */
export function OrderButton({ withPrice = false, className }: OrderButtonProps) {
  const { config, contactEmail } = useShop();
  const { cartUrl } = useCartLinks();
  const isCheckingOut = useIsCheckingOut();
  // The checkout reads what the visit carries (consent, code, campaign) at the moment of the click.
  const checkout = () => void buy({ config, contactEmail, cartUrl });
  const isSoldOut = useKnownProduct()?.isAvailable === false;
  // The price of the jars picked: at one jar, the jar's price ("Order Now $34").
  const price = useTotalPrice();
  const label = isCheckingOut
    ? copy.openingCheckout
    : isSoldOut
      ? copy.soldOut
      : withPrice
        ? `${copy.orderLabel} ${price}`
        : copy.orderLabel;
  const classes = cn(
    'inline-flex min-h-12 items-center justify-center rounded-full bg-honey-300 px-6 py-3 text-lg sm:px-8 font-semibold text-ink shadow-md transition-colors hover:bg-honey-200 focus-visible:outline-honey-200 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70',
    className,
  );

  if (cartUrl && !isSoldOut) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      checkout();
    };
    return (
      <a
        href={cartUrl}
        {...{ [CART_LINK_ATTRIBUTE]: '' }}
        onClick={handleClick}
        aria-disabled={isCheckingOut || undefined}
        aria-busy={isCheckingOut || undefined}
        className={classes}
      >
        {label}
      </a>
    );
  }
  return (
    <ScriptedButton
      onClick={checkout}
      disabled={isSoldOut || isCheckingOut}
      isBusy={isCheckingOut}
      className={classes}
    >
      {label}
    </ScriptedButton>
  );
}

type ScriptedButtonProps = {
  onClick: () => void;
  disabled: boolean;
  isBusy: boolean;
  className: string;
  children: string;
};

/**
 * The button form, which works only once hydrated: until then it says it is unavailable. Its own
 * component so the link form, the usual one, is not rendered again after hydration.
 */
function ScriptedButton({ onClick, disabled, isBusy, className, children }: ScriptedButtonProps) {
  const isHydrated = useIsHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-disabled={!isHydrated || undefined}
      aria-busy={isBusy || undefined}
      className={className}
    >
      {children}
    </button>
  );
}
