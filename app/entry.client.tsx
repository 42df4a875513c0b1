import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's own entry, but with the router's state rendered outside a transition: a tap
// on an in-site link (its page's code fetched while the link was in view) then renders the new
// page in the tap's own task, not in time-sliced scheduler tasks after it. On the bench's
// throttled phone that took the tap → new heading in the document from 109–129 ms to 79–80 ms,
// and on screen from 145–165 ms to 115–131 ms (medians of 5, interleaved; docs/performance.md).
// No route suspends while rendering (a route's code is loaded before the router's state
// changes), so nothing shows a fallback instead.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
