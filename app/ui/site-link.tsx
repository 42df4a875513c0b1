import { useEffect, useState } from 'react';
import { Link, useResolvedPath } from 'react-router';
import type { LinkProps } from 'react-router';
import { useRouteCode, warmRoute } from '~/lib/warm-route';

/** An in-site link: once in view, its page's code is loaded so a tap shows the page at once. */
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
