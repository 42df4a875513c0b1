import { store as copy } from '~/content/store';
import { reportShopEvent, shopEventId } from '~/tracking/report-shop-event';
import { showToast } from '~/ui/toast';
import { CART_FIELDS, type CartAnswer, type CartRefusal } from './cart-form';
import { refuseDiscount } from './discount';
import { type Product, hasPrice } from './product';
import { type SellingPlan, unitPrice } from './selling-plans';
import { checkingOut } from './shop-state';

export type BuyRequest = {
  form: HTMLFormElement;
  /** The button that sent it ("Buy with Shop Pay" adds its field). */
  submitter: HTMLButtonElement | null;
  contactEmail: string;
  product: Product | null;
  plan: SellingPlan | null;
  quantity: number;
};

/** The hydrated buy form, busy from the tap (buy-controls.tsx): sent in the background, then to
 * the checkout or a message why not. */
export async function buy(request: BuyRequest): Promise<void> {
  // One id for the pixel's InitiateCheckout and the cart function's copy for Meta.
  const eventId = shopEventId('InitiateCheckout');
  const answer = await sendForm(request.form, request.submitter, eventId);
  if (answer.ok) {
    // Reported first, never waited for: a slow or blocked pixel cannot hold up the checkout.
    const { product, plan, quantity } = request;
    if (product && hasPrice(product)) {
      const price = unitPrice(product, plan) ?? product.price;
      reportShopEvent(
        { name: 'InitiateCheckout', product: { ...product, price }, quantity },
        { eventId, viaFunction: false },
      );
    }
    window.location.assign(answer.url);
    return;
  }
  checkingOut.set(false);
  tellWhyNot(answer, request.contactEmail);
}

async function sendForm(
  form: HTMLFormElement,
  submitter: HTMLButtonElement | null,
  eventId: string,
): Promise<CartAnswer> {
  const fields = new FormData(form, submitter);
  const body = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
  body.set(CART_FIELDS.eventId, eventId);
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    return (await response.json()) as CartAnswer;
  } catch (error) {
    console.error('Buy button: the cart could not be reached', error);
    return { ok: false, reason: 'unreachable' };
  }
}

function tellWhyNot(refusal: CartRefusal, email: string) {
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
    case 'bad-request':
      console.error('Buy button: the cart refused the form', refusal.message);
      return showToast('error', say.rejected(email));
    case 'rejected': {
      const { storeUrl } = refusal;
      const toStore = storeUrl
        ? { label: copy.viewOnStore, onClick: () => window.location.assign(storeUrl) }
        : undefined;
      return showToast('error', say.rejected(email), toStore);
    }
  }
}
