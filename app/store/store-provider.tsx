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
import { type Discount, NO_NEWS, discountNews, discountShown, readDiscountCode } from './discount';
import { type Offer, type OfferPrice, purchaseOf } from './offer';
import type { Product } from './product';
import { type LiveProduct, checkingOut, liveProduct, pickAnnounced } from './shop-state';
import { type SellingPlan, unitPrice } from './selling-plans';
import { formatPrice, timesQuantity } from '~/lib/money';

/** The first load of the product starts this long after the page shows. */
const STORE_INIT_DELAY_MS = 100;

type Shop = {
  config: StoreConfig | null;
  /** The store's quantity breaks and free shipping, priced at build; null without them. */
  offer?: Offer | null;
  /** The product as it was when the page was built; null when the store was not asked. */
  snapshot: Product | null;
  contactEmail: string;
};

const ShopContext = createContext<Shop | null>(null);
const NOT_LOADED: LiveProduct = { status: 'idle' };

type StoreProviderProps = Shop & { missingVariables: string[]; children: ReactNode };

/** The store's configuration, the built product, and one live product load after the page shows. */
export function StoreProvider({
  config,
  offer = null,
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
      import('./load-product')
        .then(
          (code) => code.loadProduct(controller.signal),
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
    () => ({ config, offer, snapshot, contactEmail }),
    [config, offer, snapshot, contactEmail],
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

/** The store's offer priced at build; null without one, or once the page runs after its end. */
export function useOffer(): Offer | null {
  const offer = useShop().offer ?? null;
  const endsAt = offer?.endsAt;
  const hasEnded = useSyncExternalStore(
    noChange,
    () => !!endsAt && Date.now() >= Date.parse(endsAt),
    () => false,
  );
  return hasEnded ? null : offer;
}

const noChange = () => () => undefined;

/** The price of `quantity` jars in a purchase, as the offer prices it, if any. */
function useOfferPrice(quantity: number, plan: SellingPlan | null): OfferPrice | null {
  return useOffer()?.prices[purchaseOf(plan?.id)]?.[quantity - 1] ?? null;
}

/** The price of `quantity` jars: the offer's, else the plan's, else the store's, else the content's. */
export function useTotalPrice(quantity: number, plan: SellingPlan | null): string {
  const offered = useOfferPrice(quantity, plan);
  const known = useKnownProduct();
  if (offered) return formatPrice(offered.total.amount, offered.total.currencyCode);
  const price = known && unitPrice(known, plan);
  return price
    ? formatPrice(timesQuantity(price.amount, quantity), price.currencyCode)
    : formatPrice(timesQuantity(product.priceUsd, quantity));
}

/** The buy area's one status region: the discount, the total and the wait, each in its own span. */
function ShopAnnouncement() {
  const code = useDiscountCode();
  const isCheckingOut = useIsCheckingOut();
  const { removed } = useBrowserState(discountNews, NO_NEWS);
  const pick = useBrowserState(pickAnnounced, '');
  // The store's refusal is announced by its message; arriving and removing, here.
  const discount = code
    ? `${code} ${copy.discountWillApply}.`
    : removed
      ? copy.discountRemoved(removed)
      : '';
  return (
    <p role="status" className="sr-only">
      <span>{discount}</span> <span>{pick}</span>{' '}
      <span>{isCheckingOut ? copy.openingCheckout : ''}</span>
    </p>
  );
}

/** The visit's code, from the page's mark: none in the prerendered page and during hydration. */
function useDiscountCode(): string | null {
  return useSyncExternalStore(discountNews.subscribe, readDiscountCode, () => null);
}
