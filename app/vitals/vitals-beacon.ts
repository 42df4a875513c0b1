/** One page life's field data: sent by field-data.ts, logged by vitals.server.ts (urlencoded). */
import { footerNav } from '~/content/navigation';

export const VITALS_PATH = '/vitals';

/** Google's metrics (their "good" limits: scripts/vitals-summary.mjs). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** How the page life began, as web-vitals names it. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

export const VITALS_FIELDS = { route: 'route', navigation: 'nav', lcpKind: 'lcp' } as const;

/** The page a path is, or "other": a beacon never carries a query or an identifier. */
export function routeOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/' || footerNav.some(({ to }) => to === path) ? path : 'other';
}
