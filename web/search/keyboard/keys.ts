// What a key does on a search page, away from any field: the rules apart from React, so that they read alone.

export type KeyAction = 'search' | 'next' | 'previous' | 'open-new-tab' | 'help';

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
// The results' own links: one per result, its first (a credit's link comes after it).
const RESULT_LINKS = 'ol.web-results > li > a:first-of-type, ol.image-grid > li > a:first-of-type';

/** Typing somewhere: a field, an editable zone, or a modifier held (the browser's and the system's shortcuts). */
export function isTyping(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  return target.closest(FIELD) !== null || (target instanceof HTMLElement && target.isContentEditable);
}

export function resultLinks(root: ParentNode = document): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(RESULT_LINKS)];
}

/** The key's action, or null when the key is the page's own (typing, a menu's arrows, a button's Enter). */
export function actionOf(event: KeyboardEvent, focused: Element | null): KeyAction | null {
  if (event.defaultPrevented || isTyping(event)) return null;
  // A modal dialog open (this list or another) keeps its keys.
  if (document.querySelector('dialog[open]')) return null;
  switch (event.key) {
    case '/':
      return 'search';
    case '?':
      return 'help';
    case 'j':
      return 'next';
    case 'k':
      return 'previous';
    case 'o':
      return 'open-new-tab';
    case 'ArrowDown':
    case 'ArrowUp':
      // Arrows move between results only from the page itself or a result: elsewhere they scroll or steer a menu.
      return onPageOrResult(focused) ? (event.key === 'ArrowDown' ? 'next' : 'previous') : null;
    default:
      return null;
  }
}

function onPageOrResult(focused: Element | null): boolean {
  if (!focused || focused === document.body || focused.id === 'main') return true;
  return focused instanceof HTMLAnchorElement && resultLinks().includes(focused);
}

/** The result to focus after `current` (−1: none yet); the first one when none is focused, never past an end. */
export function movedTo(current: number, count: number, action: 'next' | 'previous'): number {
  if (count === 0) return -1;
  if (current < 0) return 0;
  return action === 'next' ? Math.min(current + 1, count - 1) : Math.max(current - 1, 0);
}
