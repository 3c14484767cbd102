// The tab's title: the page's own, then the product's name.
import { useEffect } from 'react';
import { LABELS } from '../components/labels';
import { useServerHead } from './pageContext';

export function usePageTitle(title?: string): void {
  const full = title ? `${title} – ${LABELS.brand}` : LABELS.brand;
  useServerHead({ title: full });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
