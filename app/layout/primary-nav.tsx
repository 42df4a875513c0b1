import { useLocation } from 'react-router';
import { navigationCopy, primaryNav } from '~/content/navigation';
import { SectionLink } from './section-link';
import { SiteLink } from '~/ui/site-link';

/** The four links shared by the hero and the shared header. */
export function PrimaryNav({ linkClassName }: { linkClassName: string }) {
  // The page shown is marked current (one spelling per path: scripts/build/site-map.ts).
  const { pathname } = useLocation();
  return (
    <nav aria-label={navigationCopy.primaryNavLabel}>
      {/* One line from 320 px: 48 px targets, 8 px apart. */}
      <ul className="flex items-center gap-2">
        {primaryNav.map((item) => (
          <li key={item.label}>
            {item.kind === 'section' ? (
              <SectionLink sectionId={item.sectionId} className={linkClassName}>
                {item.label}
              </SectionLink>
            ) : (
              <SiteLink
                to={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                className={linkClassName}
              >
                {item.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
