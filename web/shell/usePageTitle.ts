// The tab's title: the page's own, then the product's name.
import { useEffect } from 'react';
import { LABELS } from '../components/labels';

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${LABELS.brand}` : LABELS.brand;
  }, [title]);
}
