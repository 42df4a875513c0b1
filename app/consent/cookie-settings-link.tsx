import { navigationCopy } from '~/content/navigation';
import { isModifiedClick } from '~/lib/modified-click';
import { useConsent } from './consent-state';

/** "Cookie settings": reopens the choice; before hydration, a link to the cookie policy. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { isNeeded, open } = useConsent();
  if (!isNeeded) return null;
  return (
    <a
      href="/privacy#cookies"
      aria-haspopup="true"
      className={className}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        open(event.currentTarget);
      }}
    >
      {navigationCopy.cookieSettings}
    </a>
  );
}
