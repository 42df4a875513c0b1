import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const readToday = () => new Date().toISOString().slice(0, 10);
const readNothing = () => null;

/**
 * "Last updated" shows the visitor's current date. The prerendered HTML cannot know
 * it, so the date is filled in on the client (the server snapshot is empty: no mismatch).
 */
export function LastUpdated({ label }: { label: string }) {
  const today = useSyncExternalStore(subscribe, readToday, readNothing);
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {label}: {today && <time dateTime={today}>{formatLongDate(today)}</time>}
    </p>
  );
}

function formatLongDate(isoDate: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
    new Date(year, month - 1, day),
  );
}
