// A page's title and meta description for search engines, put back as they were when the page leaves.
import { useEffect } from 'react';
import { useServerHead } from '../../shell/pageContext';

export function usePageMeta(title: string, description: string): void {
  useServerHead({ title, description });
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content ?? '' };
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta) meta.content = before.description;
    };
  }, [title, description]);
}
