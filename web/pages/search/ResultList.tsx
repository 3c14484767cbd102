// Results: links with their address and snippet, or a grid of images with their source page.
import type { ImageResult, SearchResult, WebResult } from '../../../common/search';
import { Highlighted } from './Highlighted';

type Props = { results: SearchResult[]; query: string; images: boolean; firstNew?: number };

function WebItem({ result, query }: { result: WebResult; query: string }) {
  return (
    <>
      <a href={result.url} className="web-result-link">
        <cite>{result.displayUrl}</cite>
        <h2>
          <Highlighted text={result.title} query={query} />
        </h2>
      </a>
      {result.snippet && (
        <p>
          <Highlighted text={result.snippet} query={query} />
        </p>
      )}
    </>
  );
}

function ImageItem({ result }: { result: ImageResult }) {
  return (
    <a href={result.url} className="image-result" title={result.title}>
      <span className="image-frame">
        <img
          src={result.thumbnailUrl}
          alt={result.title}
          loading="lazy"
          decoding="async"
          width={result.width}
          height={result.height}
        />
      </span>
      <span className="image-title">{result.title}</span>
      <span className="image-source">{result.source}</span>
    </a>
  );
}

export function ResultList({ results, query, images, firstNew }: Props) {
  return (
    <ol className={images ? 'image-grid' : 'web-results'}>
      {results.map((r, index) => (
        // The first result of a page just loaded takes the focus of the keyboard user who asked for it.
        <li
          key={`${r.url}|${r.kind === 'image' ? r.imageUrl : ''}`}
          data-first-new={index === firstNew || undefined}
        >
          {r.kind === 'image' ? <ImageItem result={r} /> : <WebItem result={r} query={query} />}
        </li>
      ))}
    </ol>
  );
}
