import type { StoreConfig } from '~/config';
import { store as copy } from '~/content/store';
import { reportShopEvent } from '~/tracking/report-shop-event';
import { showToast } from '~/ui/toast';
import type { CheckoutRefusal } from './checkout';
import { refuseDiscount } from './discount';
import { hasPrice } from './product';
import { checkingOut } from './shop-state';

export type BuyRequest = {
  config: StoreConfig | null;
  contactEmail: string;
  /** The buy link's own way to the checkout, if the checkout code cannot load. */
  cartUrl: string | null;
};

/**
 * A click on "Order Now" once interactive: to the checkout (and the pixel hears of it), or a
 * message why not. One click at a time; the buttons stay busy while the browser leaves.
 */
export async function buy({ config, contactEmail, cartUrl }: BuyRequest): Promise<void> {
  if (checkingOut.get()) return;
  checkingOut.set(true);
  const isLeaving = await goToCheckout(config, contactEmail, cartUrl).catch((error: unknown) => {
    console.error('Buy button: the checkout failed unexpectedly', error);
    return false;
  });
  if (!isLeaving) checkingOut.set(false);
}

async function goToCheckout(
  config: StoreConfig | null,
  contactEmail: string,
  cartUrl: string | null,
): Promise<boolean> {
  // The checkout, with the Storefront client, loads on the first click or the product's first
  // load, never with the page: until it is here the buy links work on their own.
  const result = await import('./checkout').then(
    (checkoutCode) => checkoutCode.checkout(config),
    (error: unknown) => {
      console.error('Buy button: the checkout could not be loaded', error);
      return null;
    },
  );
  if (!result) {
    // Without the checkout code, the link's own way to the checkout is the next best.
    if (!cartUrl) return false;
    window.location.assign(cartUrl);
    return true;
  }
  if (!result.ok) {
    tellWhyNot(result, contactEmail);
    return false;
  }
  // Reported first, never waited for: a slow or blocked pixel cannot hold up the checkout.
  if (hasPrice(result.product))
    reportShopEvent({
      name: 'InitiateCheckout',
      product: result.product,
      quantity: result.quantity,
    });
  window.location.assign(result.url);
  return true;
}

function tellWhyNot(refusal: CheckoutRefusal, email: string) {
  const say = copy.messages;
  switch (refusal.reason) {
    case 'not-configured':
      return showToast('error', say.notConnected(email));
    case 'unreachable':
      return showToast('error', say.unreachable(email));
    case 'sold-out':
      return showToast('error', say.soldOut(email));
    case 'discount-refused':
      // The shopper stays, told; the next tap checks out without the code.
      refuseDiscount(refusal.code);
      return showToast('error', say.discountRefused(refusal.code));
    case 'rejected':
    case 'failed': {
      const { storeUrl } = refusal;
      const message = refusal.reason === 'rejected' ? say.rejected(email) : say.unreachable(email);
      const toStore = storeUrl
        ? { label: copy.viewOnStore, onClick: () => window.location.assign(storeUrl) }
        : undefined;
      return showToast('error', message, toStore);
    }
  }
}
