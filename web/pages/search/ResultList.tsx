// Results: links with their address and snippet, or a grid of images with their source page.
import type { ImageResult, ResultCredit, SearchResult, WebResult } from '../../../common/search';
import { LABELS } from '../../components/labels';
import { Highlighted } from './Highlighted';

type Props = { results: SearchResult[]; query: string; images: boolean; firstNew?: number };

/** The source and licence a result's text or image is reused under (CC BY-SA asks for both). */
function Credit({ credit }: { credit: ResultCredit }) {
  return (
    <small className="result-credit" aria-label={LABELS.resultCredit}>
      {credit.name} ·{' '}
      {credit.url ? (
        <a href={credit.url} rel="license noopener">
          {credit.licence}
        </a>
      ) : (
        credit.licence
      )}
    </small>
  );
}

function WebItem({ result, query }: { result: WebResult; query: string }) {
  return (
    <>
      {result.thumbnail && (
        <img
          className="web-result-thumbnail"
          src={result.thumbnail.url}
          alt=""
          loading="lazy"
          decoding="async"
          width={result.thumbnail.width}
          height={result.thumbnail.height}
        />
      )}
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
      {result.credit && <Credit credit={result.credit} />}
    </>
  );
}

function ImageItem({ result }: { result: ImageResult }) {
  return (
    <>
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
      {result.credit && <Credit credit={result.credit} />}
    </>
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
