// Whether the results page has room for the card's own column (the same width as knowledge.css says).
import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1000px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  // The server draws for a phone (Lighthouse's and most visitors' screen); a wide one adjusts on hydration.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
