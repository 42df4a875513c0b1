/** POST /vitals: a page life's field data as one log line, with no address, agent or identifier;
 * a robot's beacon dropped, anything malformed a 4xx (summary: scripts/vitals/summary.mjs). */
import { BadRequest, isFromOwnPages, plainText, readForm } from '../lib/request.server';
import {
  NAVIGATION_TYPES,
  VITALS_FIELDS,
  VITALS_PATH,
  VITAL_NAMES,
  type VitalName,
  routeOf,
} from './vitals-beacon';

const MAX_BEACON_BYTES = 512;
/** Crawlers, previews and lab tools: their speed is not a shopper's. */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|lighthouse|headless|pagespeed|preview|facebookexternalhit|bingpreview/i;
/** A minute for a time, 100 for a layout shift score: past that it is not a measurement. */
const MOST = { LCP: 60_000, INP: 60_000, CLS: 100, FCP: 60_000, TTFB: 60_000 } as const;

export const VITALS_LOG_EVENT = 'web-vitals';

export type VitalsLine = {
  event: typeof VITALS_LOG_EVENT;
  route: string;
  nav: (typeof NAVIGATION_TYPES)[number];
  lcp?: 'image' | 'text';
} & Partial<Record<VitalName, number>>;

/** The answer to /vitals (root.tsx's middleware), or null for any other path. */
export async function answerVitals(request: Request): Promise<Response | null> {
  if (new URL(request.url).pathname !== VITALS_PATH) return null;
  try {
    if (request.method !== 'POST') throw new BadRequest(405, 'Field data is sent with POST.');
    if (!isFromOwnPages(request))
      throw new BadRequest(403, 'Field data comes from this site’s pages.');
    if (ROBOT.test(request.headers.get('user-agent') || 'robot')) {
      return new Response(null, { status: 204 });
    }
    const line = readBeacon(await readForm(request, MAX_BEACON_BYTES));
    console.info(JSON.stringify(line));
    return new Response(null, { status: 204 });
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    return plainText(error.status, error.message, error.status === 405 ? { Allow: 'POST' } : {});
  }
}

function readBeacon(form: URLSearchParams): VitalsLine {
  const known: string[] = [...Object.values(VITALS_FIELDS), ...VITAL_NAMES];
  const unknown = [...form.keys()].find((field) => !known.includes(field));
  if (unknown !== undefined) throw new BadRequest(400, `Unknown field "${unknown.slice(0, 40)}".`);
  const route = form.get(VITALS_FIELDS.route) ?? '';
  if (routeOf(route) !== route) throw new BadRequest(400, 'The route is one of the site’s pages.');
  const nav = NAVIGATION_TYPES.find((each) => each === form.get(VITALS_FIELDS.navigation));
  if (!nav) throw new BadRequest(400, `The navigation is one of ${NAVIGATION_TYPES.join(', ')}.`);
  const line: VitalsLine = { event: VITALS_LOG_EVENT, route, nav };
  const lcp = form.get(VITALS_FIELDS.lcpKind);
  if (lcp === 'image' || lcp === 'text') line.lcp = lcp;
  else if (lcp !== null) throw new BadRequest(400, 'The largest paint is an image or text.');
  for (const name of VITAL_NAMES) {
    const given = form.get(name);
    if (given === null) continue;
    const value = Number(given);
    if (!/^\d{1,6}(\.\d{1,4})?$/.test(given) || value > MOST[name]) {
      throw new BadRequest(400, `${name} is a measurement: 0 to ${MOST[name]}.`);
    }
    line[name] = value;
  }
  if (!VITAL_NAMES.some((name) => name in line)) {
    throw new BadRequest(400, `The beacon has at least one of ${VITAL_NAMES.join(', ')}.`);
  }
  return line;
}
