import { useSyncExternalStore } from 'react';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const subscribe = () => () => {};
const readNothing = () => null;

/** The visitor's own calendar date (local time, not UTC), as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** en-US's long date, written out: an Intl formatter costs ~14 ms in a tap on a throttled phone. */
export function formatLongDate(isoDate: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1] ?? MONTHS[0]} ${day}, ${year}`;
}

const readToday = () => localIsoDate(new Date());

/** Today's date, filled in on the client (the prerendered snapshot is empty: no mismatch). */
export function LastUpdated({ label }: { label: string }) {
  const today = useSyncExternalStore(subscribe, readToday, readNothing);
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {label}: {today && <time dateTime={today}>{formatLongDate(today)}</time>}
    </p>
  );
}
