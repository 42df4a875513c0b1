import {
  type ReactNode,
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { StoreConfig } from '~/config';
import { product } from '~/content/product';
import { store as copy } from '~/content/store';
import { useBrowserState } from '~/ui/use-browser-state';
import { cartPermalink } from './cart-permalink';
import { type Discount, NO_NEWS, discountNews, discountShown, readDiscountCode } from './discount';
import type { Product } from './product';
import {
  type LiveProduct,
  checkingOut,
  currentQuantity,
  liveProduct,
  pickedPlan,
  pickedQuantity,
} from './shop-state';
import { type SellingPlan, planFor, unitPrice } from './selling-plans';
import { formatPrice, timesQuantity } from '~/lib/money';

/** The first load of the product starts this long after the page shows. */
const STORE_INIT_DELAY_MS = 100;

type Shop = {
  config: StoreConfig | null;
  /** The product as it was when the page was built; null when the store was not asked. */
  snapshot: Product | null;
  contactEmail: string;
};

const ShopContext = createContext<Shop | null>(null);
const NOT_LOADED: LiveProduct = { status: 'idle' };

type StoreProviderProps = Shop & { missingVariables: string[]; children: ReactNode };

/**
 * The store's configuration and built product for the buy buttons, and the live product's load
 * after the page shows (one request for all buttons).
 */
export function StoreProvider({
  config,
  snapshot,
  missingVariables,
  contactEmail,
  children,
}: StoreProviderProps) {
  useEffect(() => {
    checkingOut.set(false);
    if (!config) {
      liveProduct.set(NOT_LOADED);
      console.warn(`Buy button: the store is not connected. Set ${missingVariables.join(', ')}.`);
      return;
    }
    const controller = new AbortController();
    liveProduct.set({ status: 'loading' });
    const timer = window.setTimeout(() => {
      import('./checkout')
        .then(
          (checkoutCode) => checkoutCode.loadProduct(config, controller.signal),
          (error: unknown) => {
            console.error('Buy button: the store code could not be loaded', error);
            throw error;
          },
        )
        .then(
          (product) => liveProduct.set({ status: 'ready', product }),
          () => {
            if (!controller.signal.aborted) liveProduct.set({ status: 'failed' });
          },
        );
    }, STORE_INIT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort(new Error('The page was left'));
      if (liveProduct.get().status === 'loading') liveProduct.set(NOT_LOADED);
    };
  }, [config, missingVariables]);

  const shop = useMemo(
    () => ({ config, snapshot, contactEmail }),
    [config, snapshot, contactEmail],
  );
  return (
    <ShopContext value={shop}>
      {children}
      <ShopAnnouncement />
    </ShopContext>
  );
}

export function useShop(): Shop {
  const shop = use(ShopContext);
  if (!shop) throw new Error('Buy controls must be inside a StoreProvider');
  return shop;
}

/** The jar as best known: the live product once loaded, else the one the page was built with. */
export function useKnownProduct(): Product | null {
  const { snapshot } = useShop();
  const live = useBrowserState(liveProduct, NOT_LOADED);
  return live.status === 'ready' ? live.product : snapshot;
}

export function useIsCheckingOut(): boolean {
  return useBrowserState(checkingOut, false);
}

export function useDiscount(): Discount | null {
  return discountShown(useDiscountCode(), useBrowserState(discountNews, NO_NEWS));
}

/** The jars a tap buys: one in the prerendered page, then the shopper's pick. */
export function useQuantity(): number {
  return useSyncExternalStore(pickedQuantity.subscribe, currentQuantity, () => 1);
}

/** The plan a tap buys now: null for a one-time purchase (see planFor). */
export function usePlan(): SellingPlan | null {
  return usePlanOf(useKnownProduct());
}

function usePlanOf(known: Product | null): SellingPlan | null {
  return planFor(known, useBrowserState(pickedPlan, null));
}

/**
 * The price of the jars picked, or of one jar: the plan's price per delivery when subscribed,
 * else the store's price, else the content's.
 */
export function useTotalPrice(): string {
  const known = useKnownProduct();
  const plan = usePlanOf(known);
  const price = known && unitPrice(known, plan);
  const quantity = useQuantity();
  return price
    ? formatPrice(timesQuantity(price.amount, quantity), price.currencyCode)
    : formatPrice(timesQuantity(product.priceUsd, quantity));
}

/**
 * The built product's cart permalink, with the jars picked and the visit's discount code: the buy
 * links' href before and without JavaScript; and the same into Shop Pay when the owner turned it
 * on. None with a subscription plan (see usePlan).
 */
export function useCartLinks(): { cartUrl: string | null; shopPayUrl: string | null } {
  const { config, snapshot } = useShop();
  const code = useDiscountCode();
  const quantity = useQuantity();
  // A permalink cannot carry a plan: with one, only the page's code checks out.
  const plan = usePlan();
  if (!config || !snapshot || plan) return { cartUrl: null, shopPayUrl: null };
  return {
    cartUrl: cartPermalink(config, snapshot.variantGid, { discount: code, quantity }),
    shopPayUrl: config.shopPay
      ? cartPermalink(config, snapshot.variantGid, {
          discount: code,
          quantity,
          payment: 'shop_pay',
        })
      : null,
  };
}

/**
 * The page's one status region for the buy area: the discount (arriving, removed) and the total
 * when the shopper picks a number of jars. Each in its own span, so a change reads only itself.
 */
function ShopAnnouncement() {
  const code = useDiscountCode();
  const { removed } = useBrowserState(discountNews, NO_NEWS);
  const picked = useBrowserState(pickedQuantity, null);
  const total = useTotalPrice();
  // The store's refusal is announced by its message; arriving and removing, here.
  const discount = code
    ? `${code} ${copy.discountWillApply}.`
    : removed
      ? copy.discountRemoved(removed)
      : '';
  return (
    <p role="status" className="sr-only">
      <span>{discount}</span>{' '}
      <span>{picked === null ? '' : copy.totalAnnounced(picked, total)}</span>
    </p>
  );
}

/** The visit's code, from the page's mark: none in the prerendered page and during hydration. */
function useDiscountCode(): string | null {
  return useSyncExternalStore(discountNews.subscribe, readDiscountCode, () => null);
}
