import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteLink } from '~/ui/site-link';
import { isModifiedClick } from '~/lib/modified-click';
import { scrollToSection } from '~/lib/scroll';

/** Router state that asks the home page to scroll to a section once it is shown. */
export type SectionScrollState = { scrollToSection: string };

type SectionLinkProps = { sectionId: string; className?: string; children: ReactNode };

/** A link to a home page section: scrolls there (going home first); a plain `/#id` without JS. */
export function SectionLink({ sectionId, className, children }: SectionLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (pathname === '/') {
      scrollToSection(sectionId);
      return;
    }
    const state: SectionScrollState = { scrollToSection: sectionId };
    void navigate('/', { state });
  }

  return (
    <SiteLink to={`/#${sectionId}`} onClick={handleClick} className={className}>
      {children}
    </SiteLink>
  );
}
