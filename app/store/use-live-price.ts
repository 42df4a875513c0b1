import { product } from '~/content/product';
import { formatPrice } from '~/lib/money';
import { useKnownProduct } from './store-provider';

/**
 * The jar's price as shown: the store's live price once loaded, else the price the store had
 * when the page was built, else the one in content.
 */
export function useLivePrice(): string {
  const price = useKnownProduct()?.price;
  return price ? formatPrice(price.amount, price.currencyCode) : formatPrice(product.priceUsd);
}
