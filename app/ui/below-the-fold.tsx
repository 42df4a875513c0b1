import { type ReactNode, useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { afterNextPaint } from '~/lib/after-next-paint';

/** Below the first screen: after a tap to the page, rendered once the first screen is painted. */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  // A first load and back/forward are 'POP' (a scroll position to restore); an anchor scrolls to
  // its section: each needs the whole page at once.
  const [shown, setShown] = useState(navigationType === NavigationType.Pop || hash !== '');

  useEffect(() => {
    if (shown) return;
    let current = true;
    afterNextPaint(() => current && setShown(true));
    return () => {
      current = false;
    };
  }, [shown]);

  if (shown) return children;
  return <div aria-hidden="true" className="min-h-svh" />;
}
