import { product } from '~/content/product';
import { formatPrice } from '~/lib/money';
import { useStore } from './store-provider';

/** The jar's price as shown: the store's live price once loaded, else the one in content. */
export function useLivePrice(): string {
  const { state } = useStore();
  return state.status === 'ready'
    ? formatPrice(state.product.price.amount, state.product.price.currencyCode)
    : formatPrice(product.priceUsd);
}
