// A title or snippet with the query's words in bold.
import { useMemo } from 'react';
import { highlightSegments } from '../../search/highlight';

export function Highlighted({ text, query }: { text: string; query: string }) {
  const segments = useMemo(() => highlightSegments(text, query), [text, query]);
  return (
    <>{segments.map((segment, i) => (segment.hit ? <mark key={i}>{segment.text}</mark> : segment.text))}</>
  );
}
