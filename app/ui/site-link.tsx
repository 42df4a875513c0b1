import { useEffect, useState } from 'react';
import { Link, useResolvedPath } from 'react-router';
import type { LinkProps } from 'react-router';
import { useRouteCode, warmRoute } from '~/lib/warm-route';

/**
 * A link to another page of the site. Once half of it is in view (after hydration), its page's
 * code is loaded and evaluated (a route's own chunk, at low cost), so a tap shows the page at
 * once; then React Router's own prefetch adds the page's data, if it has any, with nothing left
 * for it to import (app/lib/warm-route.ts says why React Router must not import it itself).
 */
export function SiteLink(props: LinkProps) {
  const routeCode = useRouteCode();
  const { pathname } = useResolvedPath(props.to);
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const [warm, setWarm] = useState(false);

  useEffect(() => {
    if (!anchor || !routeCode || warm) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        void warmRoute(routeCode, pathname).then((done) => {
          if (done && current) setWarm(true);
        });
      },
      { threshold: 0.5 },
    );
    observer.observe(anchor);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [anchor, routeCode, pathname, warm]);

  return <Link prefetch={warm ? 'render' : 'none'} {...props} ref={setAnchor} />;
}
