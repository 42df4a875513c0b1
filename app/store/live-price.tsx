import { useLivePrice } from './use-live-price';

/** The product's price: the store's live one once loaded, else the price from content. */
export function LivePrice() {
  return useLivePrice();
}
