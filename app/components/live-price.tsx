import { formatPrice } from '~/lib/money';
import { useStore } from './store-provider';

/** The product's price: the store's live one once loaded, else the price from content. */
export function LivePrice({ fallbackPrice }: { fallbackPrice: number }) {
  const { state } = useStore();
  return state.status === 'ready'
    ? formatPrice(state.product.price.amount, state.product.price.currencyCode)
    : formatPrice(fallbackPrice);
}
