// Results: links with their address and snippet, news with their outlet and date, videos with their still and
// length, or a grid of images with their source page.
import type {
  ImageResult,
  NewsResult,
  ResultCredit,
  SearchResult,
  VideoResult,
  WebResult,
} from '../../../common/search';
import type { ReactNode } from 'react';
import { LABELS } from '../../components/labels';
import { useSettings } from '../../account/useSettings';
import { Highlighted } from './Highlighted';
import { SiteMenu, useSiteOf } from './SiteMenu';
import { OWN_WEB_MESSAGES } from '../../../common/ownWebMessages';

type Props = { results: SearchResult[]; query: string; images: boolean; firstNew?: number };

/** A result's link opens in a new tab when the person chose so in their settings. */
function useResultTarget(): { target?: '_blank'; rel?: string } {
  return useSettings().newTab ? { target: '_blank', rel: 'noopener' } : {};
}

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

/** A link result: its small image, the line naming where it is (address, or outlet and date), title, snippet. */
function LinkItem({
  url,
  title,
  snippet,
  where,
  thumbnail,
  credit,
  query,
}: {
  url: string;
  title: string;
  snippet: string;
  where: ReactNode;
  thumbnail?: { url: string; width?: number; height?: number };
  credit?: ResultCredit;
  query: string;
}) {
  const target = useResultTarget();
  return (
    <>
      {thumbnail && (
        <img
          className="web-result-thumbnail"
          src={thumbnail.url}
          alt=""
          loading="lazy"
          decoding="async"
          width={thumbnail.width}
          height={thumbnail.height}
        />
      )}
      <SiteMenu url={url} />
      <a href={url} className="web-result-link" {...target}>
        <cite>
          {where}
          <RaisedMark url={url} />
        </cite>
        <h2>
          <Highlighted text={title} query={query} />
        </h2>
      </a>
      {snippet && (
        <p>
          <Highlighted text={snippet} query={query} />
        </p>
      )}
      {credit && <Credit credit={credit} />}
    </>
  );
}

/** A small « Favori » beside a result from a site the person raised. */
function RaisedMark({ url }: { url: string }) {
  return useSiteOf(url).action === 'raise' ? (
    <span className="result-raised">{OWN_WEB_MESSAGES.raisedMark}</span>
  ) : null;
}

function WebItem({ result, query }: { result: WebResult; query: string }) {
  return (
    <LinkItem
      url={result.url}
      title={result.title}
      snippet={result.snippet}
      where={result.displayUrl}
      thumbnail={result.thumbnail}
      credit={result.credit}
      query={query}
    />
  );
}

/** The day in Paris, the same on the server and in the browser (no "il y a 2 h" that would differ between them). */
const DAY = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

function Published({ at }: { at?: string }) {
  return at ? <time dateTime={at}>{DAY.format(new Date(at))}</time> : null;
}

/** "3:45" or "1:02:03". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function NewsItem({ result, query }: { result: NewsResult; query: string }) {
  return (
    <LinkItem
      url={result.url}
      title={result.title}
      snippet={result.snippet}
      where={
        <>
          {result.source}
          {result.publishedAt && ' · '}
          <Published at={result.publishedAt} />
        </>
      }
      thumbnail={result.thumbnailUrl ? { url: result.thumbnailUrl } : undefined}
      query={query}
    />
  );
}

function VideoItem({ result, query }: { result: VideoResult; query: string }) {
  const target = useResultTarget();
  return (
    <>
      <SiteMenu url={result.url} />
      <a href={result.url} className="video-result" {...target}>
        <span className="video-still">
          <img src={result.thumbnailUrl} alt="" loading="lazy" decoding="async" />
          {result.durationS !== undefined && (
            <span className="video-duration">{formatDuration(result.durationS)}</span>
          )}
        </span>
        <span className="video-text">
          <h2>
            <Highlighted text={result.title} query={query} />
          </h2>
          <cite>
            {result.publisher}
            {result.publishedAt && ' · '}
            <Published at={result.publishedAt} />
          </cite>
        </span>
      </a>
    </>
  );
}

function ImageItem({ result }: { result: ImageResult }) {
  const target = useResultTarget();
  return (
    <>
      <a href={result.url} className="image-result" title={result.title} {...target}>
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
      <SiteMenu url={result.url} />
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
          {r.kind === 'image' ? (
            <ImageItem result={r} />
          ) : r.kind === 'news' ? (
            <NewsItem result={r} query={query} />
          ) : r.kind === 'video' ? (
            <VideoItem result={r} query={query} />
          ) : (
            <WebItem result={r} query={query} />
          )}
        </li>
      ))}
    </ol>
  );
}
