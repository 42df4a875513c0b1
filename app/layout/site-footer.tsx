import { disclaimers, footer } from '~/content/home';
import { footerNav, navigationCopy } from '~/content/navigation';
import { useConsent } from '~/consent/consent-state';
import { CookieSettingsLink } from '~/consent/cookie-settings-link';
import { SiteLink } from '~/ui/site-link';
import { JoinListForm } from '~/list/join-list-slot';
import { useKnownProduct, useShop } from '~/store/store-provider';

/** `full` on the home page, `compact` elsewhere; the same links in the same order on each. */
export function SiteFooter({ variant }: { variant: 'full' | 'compact' }) {
  if (variant === 'compact') {
    return (
      <footer className="flex flex-col items-center gap-4 border-t border-honey-200 px-4 py-6 text-sm text-ink-soft sm:px-6">
        <JoinListForm place="footer" tone="light" />
        <FooterNav withSubscription={false} />
      </footer>
    );
  }
  return (
    <footer className="bg-night px-4 pt-4 pb-10 text-parchment sm:px-6 [&_:focus-visible]:outline-honey-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 border-t border-night-soft pt-8">
        <JoinListForm place="footer" />
        <FooterNav withSubscription />
        <div className="space-y-1 text-xs leading-relaxed">
          <p>{disclaimers.fda}</p>
          <p>{disclaimers.infants}</p>
        </div>
        <p className="text-sm">{footer.copyright}</p>
      </div>
    </footer>
  );
}

function FooterNav({ withSubscription }: { withSubscription: boolean }) {
  const { isNeeded } = useConsent();
  return (
    <nav aria-label={navigationCopy.footerNavLabel}>
      <ul className="flex flex-wrap gap-2">
        {footerNav.map((item) => (
          <li key={item.to}>
            <SiteLink to={item.to} className={LINK}>
              {item.label}
            </SiteLink>
          </li>
        ))}
        {withSubscription && <ManageSubscriptionItem />}
        {isNeeded && (
          <li>
            <CookieSettingsLink className={LINK} />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Where subscribers skip, change or cancel: the store's customer account, when there are plans. */
function ManageSubscriptionItem() {
  const hasPlans = (useKnownProduct()?.plans.length ?? 0) > 0;
  const accountUrl = useShop().config?.accountUrl;
  if (!hasPlans || !accountUrl) return null;
  return (
    <li>
      <a href={accountUrl} className={LINK}>
        {navigationCopy.manageSubscription}
      </a>
    </li>
  );
}

/** Underlined in both footers: told apart from the text by more than their colour. */
const LINK =
  'inline-flex min-h-12 items-center px-2 underline underline-offset-4 hover:decoration-2';
