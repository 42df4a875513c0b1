import {
  type ReactNode,
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { StoreConfig } from '~/config';
import type { ConsentNow } from '~/consent/checkout-consent';
import { useConsent } from '~/consent/consent-provider';
import { useShopEvent } from '~/consent/use-shop-event';
import { cartPermalink } from './cart-permalink';
import { forgetDiscountCode, readDiscountCode, subscribeToDiscount } from './discount';
import { type Product, hasPrice } from './product';
import { store as copy } from '~/content/store';

/** Spec §4/§9: first init 100 ms after mount (the retries are in ./store-flows.ts). */
export const STORE_INIT_DELAY_MS = 100;

export type StoreState =
  | { status: 'not-configured' }
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'failed' };

/** The visit's discount code (issue 20): to be applied, or refused by the store at a click. */
export type Discount = { code: string; status: 'pending' | 'refused' };

type StoreContextValue = {
  state: StoreState;
  /** The product as it was when the page was built; null when the store was not asked. */
  snapshot: Product | null;
  /** The built product's cart permalink: the buy links' href before and without JavaScript. */
  cartUrl: string | null;
  /** The same permalink straight into Shop Pay, when the owner turned it on (VITE_SHOP_PAY). */
  shopPayUrl: string | null;
  isCheckingOut: boolean;
  checkout: () => void;
  discount: Discount | null;
  /** The shopper removes the code (or dismisses the store's refusal). */
  removeDiscount: () => void;
};

const StoreContext = createContext<StoreContextValue | null>(null);

// What the buttons do, with the Storefront client, is loaded on demand: it is never part of a
// page's first load, and until it is here the buy links work on their own.
const loadFlows = () => import('./store-flows');

type StoreProviderProps = {
  config: StoreConfig | null;
  snapshot: Product | null;
  missingVariables: string[];
  contactEmail: string;
  children: ReactNode;
};

/** One store state for every buy button on the page: one product request per attempt. */
export function StoreProvider({
  config,
  snapshot,
  missingVariables,
  contactEmail,
  children,
}: StoreProviderProps) {
  const [state, setState] = useState<StoreState>(
    config ? { status: 'loading' } : { status: 'not-configured' },
  );
  const [isCheckingOut, setIsCheckingOut] = useState(false);
  const product = useRef<Promise<Product | null>>(Promise.resolve(null));
  const isBusy = useRef(false);
  const reportShopEvent = useShopEvent();
  // Read at the click: the checkout is told the choice as it is then (issue 20).
  const { mode, decision } = useConsent();
  const consentNow = useRef<ConsentNow>({ mode, decision });
  useEffect(() => {
    consentNow.current = { mode, decision };
  }, [mode, decision]);
  // The code the page's early script kept (./discount.ts). Read once hydrated: the prerendered
  // links and notices carry none, and hydration must match them.
  const code = useSyncExternalStore(subscribeToDiscount, readDiscountCode, () => null);
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const [removedCode, setRemovedCode] = useState<string | null>(null);
  const discount: Discount | null = code
    ? { code, status: 'pending' }
    : refusedCode
      ? { code: refusedCode, status: 'refused' }
      : null;
  // The store's refusal is announced by its message; arriving and removing, here.
  const announcement = code
    ? `${code} ${copy.discountWillApply}.`
    : removedCode
      ? copy.discountRemoved(removedCode)
      : '';
  const removeDiscount = useCallback(() => {
    if (code) {
      forgetDiscountCode();
      setRemovedCode(code);
    }
    setRefusedCode(null);
  }, [code]);
  const onDiscountRefused = useCallback((refused: string) => {
    forgetDiscountCode();
    setRefusedCode(refused);
  }, []);

  const permalinkFor = (payment?: 'shop_pay') =>
    config && snapshot
      ? cartPermalink(config, snapshot.variantGid, {
          discount: code,
          payment,
        })
      : null;
  const cartUrl = permalinkFor();
  const shopPayUrl = config?.shopPay ? permalinkFor('shop_pay') : null;

  useEffect(() => {
    if (!config) {
      console.warn(`Buy button: the store is not connected. Set ${missingVariables.join(', ')}.`);
      return;
    }
    const controller = new AbortController();
    let resolve: (loaded: Product | null) => void = () => {};
    product.current = new Promise((settle) => (resolve = settle));
    const timer = window.setTimeout(() => {
      loadFlows()
        .then(
          (flows) => flows.loadProduct(config, controller.signal),
          (error: unknown) => {
            console.error('Buy button: the store code could not be loaded', error);
            throw error;
          },
        )
        .then(
          (loaded) => {
            setState({ status: 'ready', product: loaded });
            resolve(loaded);
          },
          () => {
            if (!controller.signal.aborted) setState({ status: 'failed' });
            resolve(null);
          },
        );
    }, STORE_INIT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort(new Error('The page was left'));
      resolve(null);
    };
  }, [config, missingVariables]);

  const checkout = useCallback(() => {
    if (isBusy.current) return;
    isBusy.current = true;
    setIsCheckingOut(true);
    loadFlows()
      .then(
        (flows) =>
          flows.startCheckout({
            config,
            initialised: product.current,
            contactEmail,
            onProductLoaded: (loaded) => setState({ status: 'ready', product: loaded }),
            consent: () => consentNow.current,
            discountCode: readDiscountCode,
            onDiscountRefused,
            // InitiateCheckout, as the browser is sent to the checkout (issue 12).
            onLeaving: (leaving) => {
              if (hasPrice(leaving))
                reportShopEvent({ name: 'InitiateCheckout', product: leaving });
            },
          }),
        (error: unknown) => {
          // Without the checkout code, the link's own way to the checkout is the next best.
          console.error('Buy button: the checkout could not be loaded', error);
          if (!cartUrl) return false;
          window.location.assign(cartUrl);
          return true;
        },
      )
      .then((isLeaving) => {
        if (isLeaving) return; // stay busy while the browser goes to the checkout
        isBusy.current = false;
        setIsCheckingOut(false);
      }, console.error);
  }, [config, contactEmail, cartUrl, reportShopEvent, onDiscountRefused]);

  return (
    <StoreContext
      value={{
        state,
        snapshot,
        cartUrl,
        shopPayUrl,
        isCheckingOut,
        checkout,
        discount,
        removeDiscount,
      }}
    >
      {children}
      {/* One announcement for the page's discount notices (one beside each buy button). */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </StoreContext>
  );
}

/**
 * The jar as best known: the live product once loaded, else the one the page was built with.
 * The same object until that changes, so effects that depend on it run once per change.
 */
export function useKnownProduct(): Product | null {
  const { state, snapshot } = useStore();
  return state.status === 'ready' ? state.product : snapshot;
}

export function useStore(): StoreContextValue {
  const value = use(StoreContext);
  if (!value) throw new Error('useStore must be used inside a StoreProvider');
  return value;
}
