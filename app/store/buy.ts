import { cartMessages } from '~/content/cart-messages';
import { reportShopEvent, shopEventId } from '~/tracking/report-shop-event';
import { showToast } from '~/ui/toast';
import { CART_FIELDS, type CartAnswer } from './cart-form';
import { refuseDiscount } from './discount';
import { checkingOut } from './shop-state';

export type BuyRequest = {
  form: HTMLFormElement;
  /** The button that sent it ("Buy with Shop Pay" adds its field). */
  submitter: HTMLButtonElement | null;
  contactEmail: string;
};

/** The hydrated buy form, busy from the tap (buy-controls.tsx): sent in the background, then to
 * the checkout or the server's message why not. */
export async function buy({ form, submitter, contactEmail }: BuyRequest): Promise<void> {
  // One id for the pixel's InitiateCheckout and the server's copy for Meta.
  const eventId = shopEventId('InitiateCheckout');
  const answer = await sendForm(form, submitter, eventId, contactEmail);
  if (answer.ok) {
    // The order as the server priced it. Reported first, never waited for: a slow or blocked
    // pixel cannot hold up the checkout.
    if (answer.event) reportShopEvent(answer.event, { eventId, viaFunction: false });
    window.location.assign(answer.url);
    return;
  }
  checkingOut.set(false);
  // The shopper stays, told; after a refused code the next tap checks out without it.
  if (answer.code) refuseDiscount(answer.code);
  const { message, storeUrl } = answer;
  if (!storeUrl) return showToast('error', message);
  showToast('error', message, {
    label: cartMessages.viewOnStore,
    onClick: () => window.location.assign(storeUrl),
  });
}

async function sendForm(
  form: HTMLFormElement,
  submitter: HTMLButtonElement | null,
  eventId: string,
  contactEmail: string,
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
    // The server was not reached: the one sentence the page says on its own.
    console.error('Buy button: the cart could not be reached', error);
    const message = cartMessages.unreachable(contactEmail);
    return { ok: false, reason: 'unreachable', message, storeUrl: null };
  }
}
