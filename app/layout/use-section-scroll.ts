import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from '~/lib/scroll';
import type { SectionScrollState } from './section-link';

/** On the home page: scrolls to the section a SectionLink asked for, after the spec's delay. */
export function useSectionScroll() {
  const location = useLocation();
  const sectionId = readSectionId(location.state);

  useEffect(() => {
    if (!sectionId) return;
    const timer = window.setTimeout(() => scrollToSection(sectionId), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sectionId, location.key]);
}

function readSectionId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('scrollToSection' in state)) return null;
  const { scrollToSection: id } = state as SectionScrollState;
  return typeof id === 'string' ? id : null;
}
