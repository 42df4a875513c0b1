import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from '~/lib/scroll';
import type { SectionScrollState } from './section-link';

/** How many frames a late section (a lower one loading on its own) is waited for: about 5 s. */
const FRAMES_TO_WAIT = 300;

/** On the home page: scrolls to the section a SectionLink asked for, after the spec's delay. */
export function useSectionScroll() {
  const location = useLocation();
  const sectionId = readSectionId(location.state);

  useEffect(() => {
    if (!sectionId) return;
    let frame = 0;
    let framesLeft = FRAMES_TO_WAIT;
    const scroll = () => {
      if (scrollToSection(sectionId) || framesLeft-- === 0) return;
      frame = requestAnimationFrame(scroll);
    };
    const timer = window.setTimeout(scroll, SECTION_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [sectionId, location.key]);
}

function readSectionId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('scrollToSection' in state)) return null;
  const { scrollToSection: id } = state as SectionScrollState;
  return typeof id === 'string' ? id : null;
}
