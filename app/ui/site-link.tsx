import { Link } from 'react-router';
import type { LinkProps } from 'react-router';

/**
 * A link to another page of the site. Its page's code is fetched once the link is in view (after
 * hydration, at low cost: a route's own chunk), so a tap shows the page at once.
 */
export function SiteLink(props: LinkProps) {
  return <Link prefetch="viewport" {...props} />;
}
