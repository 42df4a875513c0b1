/** The buy form's one schema, for buy.ts and the cart's action; apart, so no first load has it. */
import * as v from 'valibot';
import { isEventId } from '../lib/is-event-id';
import { CART_FIELDS, type CartFields } from './cart-form';

/** How many jars: a whole number from one to the store's limit, as the picker offers them. */
const quantitySchema = (maxQuantity: number) => {
  const wrong = `The quantity is a whole number from 1 to ${maxQuantity}.`;
  return v.pipe(
    v.string(wrong),
    v.regex(/^\d{1,3}$/, wrong),
    v.toNumber(),
    v.minValue(1, wrong),
    v.maxValue(maxQuantity, wrong),
  );
};

/** The buy form, field by field: what the page sends and the cart's action takes. */
const cartFormSchema = (maxQuantity: number) =>
  v.strictObject(
    {
      [CART_FIELDS.variant]: v.string(),
      [CART_FIELDS.quantity]: v.optional(quantitySchema(maxQuantity), '1'),
      [CART_FIELDS.plan]: v.optional(
        v.pipe(
          v.string(),
          v.regex(
            /^(?:gid:\/\/shopify\/SellingPlan\/\d{1,20})?$/,
            'The plan is not one this jar is sold with.',
          ),
        ),
        '',
      ),
      [CART_FIELDS.payment]: v.optional(
        v.literal('shop_pay', 'The only payment that can be asked for is shop_pay.'),
      ),
      [CART_FIELDS.eventId]: v.optional(
        v.pipe(
          v.string(),
          v.check(
            (id) => isEventId('InitiateCheckout', id),
            'The event id is not one the page makes.',
          ),
        ),
      ),
    },
    // The object's own issues: a field it does not know, or the one it needs missing.
    (issue) =>
      typeof issue.input === 'string'
        ? `Unknown field "${issue.input.slice(0, 40)}".`
        : 'The variant is missing.',
  );

/** The jars asked for (one when absent), or null: the page's and the cart's one reading. */
export function readQuantity(text: string | null, maxQuantity: number): number | null {
  const read = v.safeParse(quantitySchema(maxQuantity), text ?? '1');
  return read.success ? read.output : null;
}

/** The buy form's fields as posted, or the sentence that says what is wrong with them. */
export function readCartForm(form: URLSearchParams, maxQuantity: number): CartFields | string {
  const read = v.safeParse(cartFormSchema(maxQuantity), Object.fromEntries(form), {
    abortEarly: true,
  });
  if (!read.success) return read.issues[0].message;
  const { variant, quantity, plan, payment = null, event_id: eventId = null } = read.output;
  return { variant, quantity, planId: plan || null, payment, eventId };
}
