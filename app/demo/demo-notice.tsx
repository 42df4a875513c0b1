import { Children, type ReactNode } from 'react';
import { DEMO_PAGES_PATH, demoCopy } from './demo-store';

/** On every page while the demo store is on: it is never mistaken for the real shop. */
function DemoNotice() {
  return (
    <aside
      aria-label={demoCopy.notice}
      className="bg-honey-200 px-4 py-2 text-center text-sm text-ink"
    >
      <strong>{demoCopy.notice}.</strong> {demoCopy.detail}{' '}
      <a href={`${DEMO_PAGES_PATH}/`} className="underline underline-offset-2">
        {demoCopy.howTo}
      </a>
    </aside>
  );
}

/** The page's body with the notice after its first child (the skip link). */
export function DemoBody({ children }: { children: ReactNode }) {
  const [skipLink, ...rest] = Children.toArray(children);
  return (
    <body>
      {skipLink}
      <DemoNotice />
      {rest}
    </body>
  );
}
