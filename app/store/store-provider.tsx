import {
  type ReactNode,
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { StoreConfig } from '~/config';
import type { ProductSnapshot } from './product-snapshot';
import type { StoreProduct } from './store';

/** Spec §4/§9: first init 100 ms after mount (the retries are in ./store-flows.ts). */
export const STORE_INIT_DELAY_MS = 100;

export type StoreState =
  | { status: 'not-configured' }
  | { status: 'loading' }
  | { status: 'ready'; product: StoreProduct }
  | { status: 'failed' };

type StoreContextValue = {
  state: StoreState;
  /** The product as it was when the page was built; null when the store was not asked. */
  snapshot: ProductSnapshot | null;
  isCheckingOut: boolean;
  checkout: () => void;
};

const StoreContext = createContext<StoreContextValue | null>(null);

// What the buttons do, with the Storefront client, is loaded on demand: it is never part of a
// page's first load, and until it is here the buy links work on their own.
const loadFlows = () => import('./store-flows');

type StoreProviderProps = {
  config: StoreConfig | null;
  snapshot: ProductSnapshot | null;
  /** Called as the browser is sent to the checkout (for the InitiateCheckout event). */
  onCheckoutStart?: (product: StoreProduct) => void;
  missingVariables: string[];
  contactEmail: string;
  children: ReactNode;
};

/** One store state for every buy button on the page: one product request per attempt. */
export function StoreProvider({
  config,
  snapshot,
  onCheckoutStart,
  missingVariables,
  contactEmail,
  children,
}: StoreProviderProps) {
  const [state, setState] = useState<StoreState>(
    config ? { status: 'loading' } : { status: 'not-configured' },
  );
  const [isCheckingOut, setIsCheckingOut] = useState(false);
  const product = useRef<Promise<StoreProduct | null>>(Promise.resolve(null));
  const isBusy = useRef(false);

  useEffect(() => {
    if (!config) {
      console.warn(`Buy button: the store is not connected. Set ${missingVariables.join(', ')}.`);
      return;
    }
    const controller = new AbortController();
    let resolve: (loaded: StoreProduct | null) => void = () => {};
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
            onLeaving: onCheckoutStart,
          }),
        (error: unknown) => {
          // Without the checkout code, the link's own way to the checkout is the next best.
          console.error('Buy button: the checkout could not be loaded', error);
          if (!snapshot) return false;
          window.location.assign(snapshot.cartUrl);
          return true;
        },
      )
      .then((isLeaving) => {
        if (isLeaving) return; // stay busy while the browser goes to the checkout
        isBusy.current = false;
        setIsCheckingOut(false);
      }, console.error);
  }, [config, contactEmail, onCheckoutStart, snapshot]);

  return (
    <StoreContext value={{ state, snapshot, isCheckingOut, checkout }}>{children}</StoreContext>
  );
}

/** The jar as best known: the live product once loaded, else the one the page was built with. */
export type KnownProduct = {
  variantGid: string;
  /** null when the build linked VITE_SHOPIFY_VARIANT_ID without asking the store. */
  price: StoreProduct['price'] | null;
  isAvailable: boolean;
};

export function useKnownProduct(): KnownProduct | null {
  const { state, snapshot } = useStore();
  if (state.status === 'ready') {
    const { variantId, price, isAvailable } = state.product;
    return { variantGid: variantId, price, isAvailable };
  }
  return snapshot;
}

export function useStore(): StoreContextValue {
  const value = use(StoreContext);
  if (!value) throw new Error('useStore must be used inside a StoreProvider');
  return value;
}
