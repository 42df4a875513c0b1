import { disclaimers, footer } from '~/content/home';
import { footerNav, navigationCopy } from '~/content/navigation';
import { useConsent } from '~/consent/consent-state';
import { CookieSettingsLink } from '~/consent/cookie-settings-link';
import { SiteLink } from '~/ui/site-link';
import { cn } from '~/lib/cn';
import { JoinListForm } from '~/list/join-list-form';
import { useKnownProduct, useShop } from '~/store/store-provider';

/**
 * `full` on the home page; `compact` elsewhere: the list's form, then the same links in the same
 * order on every page, so the way to reach us (and the accessibility statement) is always there.
 */
export function SiteFooter({ variant }: { variant: 'full' | 'compact' }) {
  if (variant === 'compact') {
    return (
      <footer className="flex flex-col items-center gap-4 border-t border-honey-200 px-4 py-6 text-sm sm:px-6">
        <JoinListForm place="footer" tone="light" />
        <FooterNav tone="light" />
      </footer>
    );
  }
  return (
    <footer className="bg-night px-4 pt-4 pb-10 text-parchment sm:px-6 [&_:focus-visible]:outline-honey-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 border-t border-night-soft pt-8">
        <JoinListForm place="footer" />
        <FooterNav tone="dark" />
        <div className="space-y-1 text-xs leading-relaxed">
          <p>{disclaimers.fda}</p>
          <p>{disclaimers.infants}</p>
        </div>
        <p className="text-sm">{footer.copyright}</p>
      </div>
    </footer>
  );
}

function FooterNav({ tone }: { tone: 'light' | 'dark' }) {
  const { isNeeded } = useConsent();
  const linkClassName = tone === 'dark' ? FULL_LINK : COMPACT_LINK;
  return (
    <nav aria-label={navigationCopy.footerNavLabel}>
      <ul className={cn('flex flex-wrap gap-2', tone === 'light' && 'justify-center')}>
        {footerNav.map((item) => (
          <li key={item.to}>
            <SiteLink to={item.to} className={linkClassName}>
              {item.label}
            </SiteLink>
          </li>
        ))}
        {/* The store's state lives on the home page only. */}
        {tone === 'dark' && <ManageSubscriptionItem className={linkClassName} />}
        {isNeeded && (
          <li>
            <CookieSettingsLink className={linkClassName} />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Where subscribers skip, change or cancel: the store's customer account, when there are plans. */
function ManageSubscriptionItem({ className }: { className: string }) {
  const hasPlans = (useKnownProduct()?.plans.length ?? 0) > 0;
  const accountUrl = useShop().config?.accountUrl;
  if (!hasPlans || !accountUrl) return null;
  return (
    <li>
      <a href={accountUrl} className={className}>
        {navigationCopy.manageSubscription}
      </a>
    </li>
  );
}

const FULL_LINK =
  'inline-flex min-h-12 items-center px-2 underline-offset-4 hover:text-cream hover:underline';
const COMPACT_LINK =
  'inline-flex min-h-12 items-center px-2 text-ink-soft underline underline-offset-4 hover:text-ink';
