/** After navigating home from another page, scroll to the section after ~100 ms. */
export const SECTION_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to the element with this id (smoothly unless reduced motion) and focuses it. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const isSmooth = !prefersReducedMotion();
  target.scrollIntoView({ behavior: isSmooth ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
  if (isSmooth) landOn(target);
  return true;
}

const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A smooth scroll aims where the target was when it began; should the page move under it (the
 * cookie choice opening and bringing the focus out, a late font), its end is put right, unless
 * the visitor scrolled meanwhile. Where a browser has no `scrollend`, nothing is added.
 */
function landOn(target: HTMLElement) {
  const stop = () => {
    window.removeEventListener('scrollend', land);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const land = () => {
    stop();
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
  };
  window.addEventListener('scrollend', land);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
}
