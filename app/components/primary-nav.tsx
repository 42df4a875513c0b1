import { NavLink } from 'react-router';
import { navigationCopy, primaryNav } from '~/content/navigation';
import { SectionLink } from './section-link';

/** The four links of spec §2, shared by the hero and the shared header. */
export function PrimaryNav({ linkClassName }: { linkClassName: string }) {
  return (
    <nav aria-label={navigationCopy.primaryNavLabel}>
      <ul className="flex flex-wrap items-center gap-x-1 gap-y-1 sm:gap-x-2">
        {primaryNav.map((item) => (
          <li key={item.label}>
            {item.kind === 'section' ? (
              <SectionLink sectionId={item.sectionId} className={linkClassName}>
                {item.label}
              </SectionLink>
            ) : (
              <NavLink to={item.to} end className={linkClassName}>
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
