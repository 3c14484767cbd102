// Copying a value to the clipboard, with "copied" shown for a moment on the button.
import { useEffect, useState } from 'react';

/** How long the button says it copied. */
export const COPIED_SHOWN_MS = 2500;

export function useCopy(value: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (http, old browser): the value stays selectable by hand.
    }
  }
  return { copied, copy };
}
