// /search – the query's results, web or images, from GET /api/search.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { searchAnswerSchema } from '../../../common/search';
import { api } from '../../api/client';
import { LABELS } from '../../shell/labels';
import { STORAGE_KEYS } from '../../state/keys';
import { useLocalSetting } from '../../state/localSetting';
import { SearchBox } from '../home/SearchBox';

export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const tab = params.get('tab') === 'images' ? 'images' : 'web';
  const [safe] = useLocalSetting<boolean>(STORAGE_KEYS.safeSearch, true);
  const [storedLang] = useLocalSetting<string>(STORAGE_KEYS.languageFilter, 'auto');
  const lang = params.get('lang') ?? storedLang;
  const safesearch = params.get('safesearch') === 'active' || safe ? 'active' : 'off';
  const query = new URLSearchParams({ q, tab, lang, safesearch });
  const results = useQuery({
    queryKey: ['search', query.toString()],
    queryFn: () => api.get(`/api/search?${query}`, searchAnswerSchema),
    enabled: q !== '',
  });
  useEffect(() => void (document.title = q ? `${q} – ${LABELS.brand}` : LABELS.brand), [q]);

  return (
    <section className="results-page">
      <SearchBox key={q + tab} initialQuery={q} initialImages={tab === 'images'} />
      {results.isPending && q !== '' && <div className="skeleton" aria-busy="true" />}
      {results.isError && (
        <div className="notice" role="alert">
          {results.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void results.refetch()}>
            {LABELS.retry}
          </button>
        </div>
      )}
      {results.data && results.data.results.length === 0 && <p className="empty">{LABELS.noResults}</p>}
      {results.data && (
        <ol className={tab === 'images' ? 'image-grid' : 'web-results'}>
          {results.data.results.map((r) =>
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
      )}
    </section>
  );
}
