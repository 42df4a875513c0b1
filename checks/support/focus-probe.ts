/**
 * What a keyboard user sees of the focused element, read in the page: where it is, whether any
 * part of it is off the screen or under something else (WCAG 2.2's Focus Not Obscured), and
 * whether it shows a focus ring. Page code: self-contained, run by Playwright's `evaluate` or,
 * as text, by the other engines' drivers (checks/engines/).
 */
export type FocusReport =
  | { isOnBody: true }
  | {
      isOnBody: false;
      /** e.g. `button "Order Now $34"`. */
      name: string;
      /** Each way the element is hidden, empty when it is wholly in view. */
      hidden: string[];
      hasRing: boolean;
      /** Set on the element the first time it is reported: a second visit means a full cycle. */
      visit: number;
    };

export function probeFocus(): FocusReport {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { isOnBody: true };
  }
  const label = (
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50);
  const name = `${element.tagName.toLowerCase()} "${label}"`;
  // A control drawn by its label (a visually hidden radio) shows its focus there.
  const own = element.getBoundingClientRect();
  const isTiny = own.width <= 2 || own.height <= 2;
  const drawn =
    (isTiny && ((element as HTMLInputElement).labels?.[0] ?? element.closest('label') ?? null)) ||
    element;
  const hidden: string[] = [];
  const boxes = [...drawn.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
  if (boxes.length === 0) hidden.push('it has no box');
  for (const box of boxes) {
    const spans = `${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`;
    if (
      box.top < -0.5 ||
      box.left < -0.5 ||
      box.bottom > innerHeight + 0.5 ||
      box.right > innerWidth + 0.5
    ) {
      hidden.push(`part of ${spans} is off the ${innerWidth} × ${innerHeight} screen`);
      continue;
    }
    // Inside its rounded corners: a corner's tip shows what is under the element.
    const radius = parseFloat(getComputedStyle(drawn).borderTopLeftRadius) || 0;
    const inset = Math.min(Math.max(2, radius * 0.3 + 1), box.width / 4, box.height / 4);
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ] as const;
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      // Its own parts, or what it sits on (a rounded corner shows its parent): not a cover.
      if (!hit || drawn.contains(hit) || hit.contains(drawn)) continue;
      const cover =
        hit.closest('section[aria-label], section[aria-labelledby], dialog, [role="dialog"]') ??
        hit;
      hidden.push(
        `(${Math.round(x)}, ${Math.round(y)}) of ${spans} is under ${cover.tagName.toLowerCase()} "${(cover.getAttribute('aria-label') ?? cover.textContent ?? '').trim().slice(0, 30)}"`,
      );
      break;
    }
  }
  // A frame's ring is drawn by its box (Firefox and WebKit match no :focus on a focused frame).
  const frameBox = element.tagName === 'IFRAME' ? element.parentElement : null;
  const hasRing = [element, drawn, frameBox].some((each) => {
    if (!each) return false;
    const style = getComputedStyle(each);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return outline || style.boxShadow !== 'none';
  });
  const visits = ((window as { __focusVisits?: WeakMap<Element, number> }).__focusVisits ??=
    new WeakMap());
  const visit = (visits.get(element) ?? 0) + 1;
  visits.set(element, visit);
  return { isOnBody: false, name, hidden, hasRing, visit };
}
