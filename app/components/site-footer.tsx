import { Link } from 'react-router';
import { disclaimers, footer } from '~/content/home';
import { footerNav, navigationCopy } from '~/content/navigation';
import { CookieSettingsLink } from './cookie-settings-link';

/** Spec §2 home section 5: legal and contact links, disclaimers, copyright. */
export function SiteFooter() {
  return (
    <footer className="bg-night px-4 pt-4 pb-10 text-parchment sm:px-6 [&_:focus-visible]:outline-honey-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 border-t border-night-soft pt-8">
        <nav aria-label={navigationCopy.footerNavLabel}>
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {footerNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-cream hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-cream hover:underline" />
            </li>
          </ul>
        </nav>
        <div className="space-y-1 text-xs leading-relaxed">
          <p>{disclaimers.fda}</p>
          <p>{disclaimers.infants}</p>
        </div>
        <p className="text-sm">{footer.copyright}</p>
      </div>
    </footer>
  );
}
