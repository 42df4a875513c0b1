import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useResolvedPath } from 'react-router';
import type { LinkProps } from 'react-router';
import { isModifiedClick } from '~/lib/modified-click';
import { routeHasData, useRouteCode, warmRoute } from '~/lib/warm-route';

/** An in-site link: once in view, its page's code is loaded so a tap shows the page at once. */
export function SiteLink(props: LinkProps) {
  const routeCode = useRouteCode();
  const { pathname } = useResolvedPath(props.to);
  // A ref, not state: a link that re-rendered as it mounted made every tap render the new page twice.
  const anchor = useRef<HTMLAnchorElement>(null);
  const [prefetchData, setPrefetchData] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || !routeCode) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        void warmRoute(routeCode, pathname).then((done) => {
          if (!done || !current) return;
          observer.disconnect();
          // React Router's prefetch re-renders on every navigation: only for a page with data.
          if (routeHasData(routeCode, pathname)) setPrefetchData(true);
        });
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [routeCode, pathname]);

  const navigate = useNavigate();
  const { to, replace, preventScrollReset, relative, onClick } = props;
  const state: unknown = props.state;

  return (
    <Link
      prefetch={prefetchData ? 'render' : 'none'}
      {...props}
      ref={anchor}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        if (props.target || props.reloadDocument) return;
        // Navigate after the tap's task: outside a discrete event React renders the new page in
        // one pass and runs the pages' effects in a later task, after the paint if a frame is due
        // (docs/performance.md).
        event.preventDefault();
        setTimeout(() => void navigate(to, { replace, state, preventScrollReset, relative }));
      }}
    />
  );
}
