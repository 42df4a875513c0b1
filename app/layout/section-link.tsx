import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isModifiedClick } from '~/lib/modified-click';
import { scrollToSection } from '~/lib/scroll';

/** Router state that asks the home page to scroll to a section once it is shown. */
export type SectionScrollState = { scrollToSection: string };

type SectionLinkProps = { sectionId: string; className?: string; children: ReactNode };

/**
 * A link to a section of the home page: on `/` it scrolls there smoothly; elsewhere
 * it navigates home first and the home page scrolls after a short delay. Without JavaScript it
 * is a plain `/#id` link.
 */
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
    <Link to={`/#${sectionId}`} onClick={handleClick} className={className}>
      {children}
    </Link>
  );
}
