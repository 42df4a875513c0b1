import type { MouseEvent } from 'react';

/** A click the browser should handle itself (new tab or window, download, another button). */
export function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
