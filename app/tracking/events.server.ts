/** POST /events: a shop event the pixel got, to Meta from the server too; anything odd is a 4xx. */
import { EVENT_FIELDS, PAGE_EVENT_NAMES, type ShopEvent } from './shop-events';
import { isEventId } from '../lib/is-event-id';
import { type Conversions, reportToMeta } from './conversions.server';
import { BadRequest, isFromOwnPages, readForm } from '../lib/request.server';

const MAX_EVENT_BYTES = 512;

export type EventsSite = { variantGid: string | null };

/** 204 whether or not it went on (the page has nothing to do either way), or the refusal. */
export async function answerEvent(
  request: Request,
  site: EventsSite,
  conversions: Conversions,
): Promise<{ status: 204 } | BadRequest> {
  try {
    if (request.method !== 'POST') throw new BadRequest(405, 'Events are sent with POST.');
    if (!isFromOwnPages(request)) throw new BadRequest(403, 'Events come from this site’s pages.');
    const form = await readForm(request, MAX_EVENT_BYTES);
    const { event, eventId } = readEvent(form, site);
    reportToMeta(request, event, eventId, conversions);
    return { status: 204 };
  } catch (error) {
    if (error instanceof BadRequest) return error;
    throw error;
  }
}

const CATALOG_FIELDS = [EVENT_FIELDS.contentId, EVENT_FIELDS.value, EVENT_FIELDS.currency];

function readEvent(form: URLSearchParams, site: EventsSite): { event: ShopEvent; eventId: string } {
  const name = PAGE_EVENT_NAMES.find((each) => each === form.get(EVENT_FIELDS.event));
  if (!name) throw new BadRequest(400, `The event is one of ${PAGE_EVENT_NAMES.join(', ')}.`);
  const known: string[] = [EVENT_FIELDS.event, EVENT_FIELDS.eventId, EVENT_FIELDS.consent];
  if (name === 'ViewContent') known.push(...CATALOG_FIELDS);
  const unknown = [...form.keys()].find((field) => !known.includes(field));
  if (unknown !== undefined) throw new BadRequest(400, `Unknown field "${unknown.slice(0, 40)}".`);
  const eventId = form.get(EVENT_FIELDS.eventId) ?? '';
  if (!isEventId(name, eventId))
    throw new BadRequest(400, 'The event id is not one the page makes.');
  // The page sends only what its visitor allowed; anything else is not the page's report.
  if (form.get(EVENT_FIELDS.consent) !== 'granted') {
    throw new BadRequest(400, 'An event is sent only with the visitor’s consent: consent=granted.');
  }
  if (name === 'Contact') return { event: { name }, eventId };
  const contentId = form.get(EVENT_FIELDS.contentId) ?? '';
  const value = form.get(EVENT_FIELDS.value) ?? '';
  const currency = form.get(EVENT_FIELDS.currency) ?? '';
  const variantGid = `gid://shopify/ProductVariant/${contentId}`;
  if (
    !/^\d{1,20}$/.test(contentId) ||
    (site.variantGid !== null && variantGid !== site.variantGid)
  ) {
    throw new BadRequest(400, 'The content id is not this store’s jar.');
  }
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value) || !/^[A-Z]{3}$/.test(currency)) {
    throw new BadRequest(400, 'The value is a price (12.34) and the currency a code (USD).');
  }
  return {
    event: {
      name,
      product: { variantGid, price: { amount: Number(value), currencyCode: currency } },
    },
    eventId,
  };
}
