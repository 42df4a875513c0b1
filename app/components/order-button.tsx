import { useId, useState } from 'react';
import { config } from '~/integrations/config';
import { store } from '~/content/store';
import { cn } from '~/lib/cn';

type OrderButtonProps = { label: string; className?: string };

/**
 * The buy button (spec §2). Until the store is connected it says so plainly on click and
 * offers the contact email instead of doing nothing.
 */
export function OrderButton({ label, className }: OrderButtonProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const noticeId = useId();

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <button
        type="button"
        onClick={() => setNotice(store.notConnected(config.contactEmail))}
        aria-describedby={notice ? noticeId : undefined}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-honey-300 px-8 py-3 text-lg font-semibold text-ink shadow-md transition-colors hover:bg-honey-200 focus-visible:outline-honey-200"
      >
        {label}
      </button>
      <p id={noticeId} role="status" className="text-sm empty:hidden">
        {notice}
      </p>
    </div>
  );
}
