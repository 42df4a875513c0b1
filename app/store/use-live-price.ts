import { product } from '~/content/product';
import { formatPrice } from '~/lib/money';
import { useKnownProduct } from './store-provider';

/** The jar's price: the store's live one, else the built one, else the content's. */
export function useLivePrice(): string {
  const price = useKnownProduct()?.price;
  return price ? formatPrice(price.amount, price.currencyCode) : formatPrice(product.priceUsd);
}
