// One page of results: links with their address and snippet, or a grid of images.
import type { SearchResult } from '../../../common/search';

export function ResultList({ results, images }: { results: SearchResult[]; images: boolean }) {
  return (
    <ol className={images ? 'image-grid' : 'web-results'}>
      {results.map((r) =>
        r.kind === 'image' ? (
          <li key={r.imageUrl}>
            <a href={r.url}>
              <img src={r.thumbnailUrl} alt={r.title} loading="lazy" />
              <span>{r.source}</span>
            </a>
          </li>
        ) : (
          <li key={r.url}>
            <a href={r.url}>
              <cite>{r.displayUrl}</cite>
              <h2>{r.title}</h2>
            </a>
            <p>{r.snippet}</p>
          </li>
        ),
      )}
    </ol>
  );
}
