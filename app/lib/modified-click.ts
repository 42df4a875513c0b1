import type { MouseEvent } from 'react';

/**
 * A click the browser should handle itself (new tab, new window, download, another button): links
 * that script their own behaviour let these through.
 */
export function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
