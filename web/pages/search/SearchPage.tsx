// /search – the query at the top, then its web or image results.
import { useSearchParams } from 'react-router';
import { LABELS } from '../../shell/labels';
import { usePageTitle } from '../../shell/usePageTitle';
import { SearchBox } from '../home/SearchBox';
import { ResultList } from './ResultList';
import { useSearchResults } from './useSearchResults';

export function SearchPage() {
  const [params] = useSearchParams();
  const { q, tab, results } = useSearchResults(params);
  usePageTitle(q || undefined);

  return (
    <section className="results-page" aria-busy={results.isFetching}>
      <h1 className="visually-hidden">{q ? LABELS.resultsFor(q) : LABELS.brand}</h1>
      <SearchBox key={q + tab} initialQuery={q} initialImages={tab === 'images'} />
      {results.isPending && q !== '' && <div className="skeleton" />}
      {results.isError && (
        <div className="notice" role="alert">
          <span>{results.error.message}</span>
          <button type="button" className="link-button" onClick={() => void results.refetch()}>
            {LABELS.retry}
          </button>
        </div>
      )}
      {results.data?.results.length === 0 && <p className="empty">{LABELS.noResults}</p>}
      {results.data && <ResultList results={results.data.results} images={tab === 'images'} />}
    </section>
  );
}
