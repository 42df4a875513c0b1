import {
  type ReactNode,
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { store as copy } from '~/content/store';
import type { StoreConfig } from '~/integrations/config';
import type { ProductSnapshot } from '~/integrations/store/product-snapshot';
import type { StoreProduct } from '~/integrations/store/store';
import { retry } from '~/lib/retry';
import { showToast } from './ui/toast';

/** Spec §4/§9: first init 100 ms after mount; up to 5 retries waiting 1 s × the attempt. */
export const STORE_INIT_DELAY_MS = 100;
export const STORE_INIT_MAX_RETRIES = 5;
export const STORE_RETRY_DELAY_MS = 1000;

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

// The Storefront client is loaded on demand: it is never part of a page's first load.
const loadStore = () => import('~/integrations/store/store');

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
      retry(() => loadStore().then((store) => store.fetchProduct(config)), {
        maxRetries: STORE_INIT_MAX_RETRIES,
        delayMs: (attempt) => STORE_RETRY_DELAY_MS * attempt,
        signal: controller.signal,
        onFailure: (error, attempt) =>
          console.error(`Buy button: loading the product failed (attempt ${attempt})`, error),
      }).then(
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
    startCheckout(
      config,
      product.current,
      contactEmail,
      (loaded) => setState({ status: 'ready', product: loaded }),
      onCheckoutStart,
    ).then((isLeaving) => {
      if (isLeaving) return; // stay busy while the browser goes to the checkout
      isBusy.current = false;
      setIsCheckingOut(false);
    }, console.error);
  }, [config, contactEmail, onCheckoutStart]);

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

/** Resolves true when the browser is on its way to the hosted checkout. */
async function startCheckout(
  config: StoreConfig | null,
  initialised: Promise<StoreProduct | null>,
  contactEmail: string,
  onProductLoaded: (product: StoreProduct) => void,
  onLeaving?: (product: StoreProduct) => void,
): Promise<boolean> {
  if (!config) {
    showToast('error', copy.notConnected(contactEmail));
    return false;
  }
  // A click before the product loaded waits for it; after a failed init, one more try.
  let product = await initialised;
  const store = await loadStore().catch(() => null);
  if (!product && store) {
    product = await store.fetchProduct(config).catch((error: unknown) => {
      console.error('Buy button: the store could not be reached', error);
      return null;
    });
    if (product) onProductLoaded(product);
  }
  if (!product || !store) {
    showToast('error', copy.unreachable(contactEmail));
    return false;
  }
  if (!product.isAvailable) {
    showToast('error', copy.soldOutMessage(contactEmail));
    return false;
  }
  const result = await store.createCheckout(config, product.variantId);
  if (result.ok) {
    // Reported first, never waited for: a slow or blocked pixel cannot hold up the checkout.
    try {
      onLeaving?.(product);
    } catch (error) {
      console.warn('Buy button: could not report the checkout', error);
    }
    window.location.assign(result.value);
    return true;
  }
  console.error('Buy button: checkout failed', result.detail);
  const storeUrl = product.storeUrl;
  showToast(
    'error',
    result.reason === 'rejected' ? copy.rejected(contactEmail) : copy.unreachable(contactEmail),
    storeUrl
      ? { label: copy.viewOnStore, onClick: () => window.location.assign(storeUrl) }
      : undefined,
  );
  return false;
}
