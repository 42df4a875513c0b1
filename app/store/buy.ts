import { cartMessages } from '~/content/cart-messages';
import { reportShopEvent, shopEventId } from '~/tracking/report-shop-event';
import { showToast } from '~/ui/toast';
import { CART_FIELDS, type CartAnswer, type InitiateCheckout, readQuantity } from './cart-form';
import { offerAtBuild, purchaseOf } from './offer';
import { refuseDiscount } from './discount';
import type { Product } from './product';
import { planFor, unitPrice } from './selling-plans';
import { checkingOut } from './shop-state';

export type BuyRequest = {
  form: HTMLFormElement;
  /** The button that sent it ("Buy with Shop Pay" adds its field). */
  submitter: HTMLButtonElement | null;
  contactEmail: string;
  /** The jar as the page shows it: what the pixel's InitiateCheckout is priced by. */
  product: Product | null;
};

/** The hydrated buy form, busy from the tap (buy-controls.tsx): sent in the background, then to
 * the checkout or the server's message why not. */
export async function buy({ form, submitter, contactEmail, product }: BuyRequest): Promise<void> {
  // One id for the pixel's InitiateCheckout and the server's copy for Meta.
  const eventId = shopEventId('InitiateCheckout');
  const fields = new FormData(form, submitter);
  // Reported at the tap, never waited for: the pixel's request has the cart's round trip to leave
  // before the page does (one sent as the checkout opens can be cancelled with the page).
  const order = product && orderOf(product, fields);
  if (order) reportShopEvent(order, { eventId, viaFunction: false });
  const answer = await sendForm(form.action, fields, eventId, contactEmail);
  if (answer.ok) {
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

/** The order the form asks for, priced as the page shows it; null while no price is known. */
function orderOf(product: Product, fields: FormData): InitiateCheckout | null {
  const plan = planFor(product, fields.get(CART_FIELDS.plan) as string | null);
  const price = unitPrice(product, plan);
  if (!price) return null;
  const quantity = readQuantity(fields.get(CART_FIELDS.quantity) as string | null, 99) ?? 1;
  // The store's offer as the page showed it: what the jars cost after its break.
  const value = offerAtBuild?.prices[purchaseOf(plan?.id)]?.[quantity - 1]?.total;
  const jar = { variantGid: product.variantGid, price };
  return { name: 'InitiateCheckout', product: jar, quantity, ...(value ? { value } : {}) };
}

async function sendForm(
  action: string,
  fields: FormData,
  eventId: string,
  contactEmail: string,
): Promise<CartAnswer> {
  const body = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
  body.set(CART_FIELDS.eventId, eventId);
  try {
    const response = await fetch(action, {
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
