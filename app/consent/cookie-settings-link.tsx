import { navigationCopy } from '~/content/navigation';
import { isModifiedClick } from '~/lib/modified-click';
import { useConsent } from './consent-state';

/**
 * "Cookie settings": reopens the choice, where something asks for consent. Before hydration (or
 * without JavaScript) it is a link to the privacy policy's cookie section.
 */
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
