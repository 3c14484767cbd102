// One page_view per navigation (the pathname), not two under StrictMode's double effects.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './track';

export function usePageViews(): void {
  const { pathname, key } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    trackPageView(pathname);
  }, [pathname, key]);
}
