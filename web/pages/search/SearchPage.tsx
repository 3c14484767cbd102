// /search – the box, the tabs, then the results of our API or of Google's element, and one ad slot.
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AD_SLOT } from '../../../common/constants';
import { AdSlot } from '../../ad-slot/AdSlot';
import { useClientConfig } from '../../config/useClientConfig';
import { SearchBox } from '../../search/SearchBox';
import { canonicalSearchHref, tabOf } from '../../search/searchUrl';
import { LABELS } from '../../components/labels';
import { usePageTitle } from '../../shell/usePageTitle';
import { KnowledgeColumns } from '../../search/knowledge/KnowledgeColumns';
import { GoogleSearchElement } from './GoogleSearchElement';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';
import { useSearchRequest } from '../../search/useSearchResults';
import './results.css';

/** The address keeps `tab` and `#gsc.tab` in step, whichever of the two a link carried. */
function useTabInStep(params: URLSearchParams, hash: string) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const canonical = canonicalSearchHref(params, hash);
  useEffect(() => {
    if (!canonical) return;
    // Only the hash to add (a page the server drew has none): the page shows the same, so no new render.
    if (canonical.split('#')[0] === pathname + search)
      window.history.replaceState(window.history.state, '', canonical);
    else void navigate(canonical, { replace: true });
  }, [canonical, navigate, pathname, search]);
}

export function SearchPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const q = (params.get('q') ?? '').trim();
  const tab = tabOf(params, location.hash);
  const request = useSearchRequest(params, q, tab);
  const { config } = useClientConfig();
  useTabInStep(params, location.hash);
  usePageTitle(q || undefined);

  // Showing a search records nothing: useSubmitSearch records the one the person makes.
  // While the config loads, our own results start at once: element mode is the rare install.
  const engineId = config?.searchEngineId;
  return (
    <section className="results-page">
      <h1 className="visually-hidden">{q ? LABELS.resultsFor(q) : LABELS.brand}</h1>
      <SearchBox key={`${q}|${tab}`} initialQuery={q} initialTab={tab} />
      <SearchTabs params={params} tab={tab} />
      {q === '' ? (
        <p className="empty">{LABELS.emptySearch}</p>
      ) : engineId ? (
        <GoogleSearchElement
          key={`${q}|${tab}`}
          engineId={engineId}
          q={q}
          tab={tab}
          request={request}
          safeSearch={new URLSearchParams(request).get('safesearch') !== 'off'}
        />
      ) : tab === 'web' ? (
        <KnowledgeColumns q={q} request={request}>
          {(hold) => <SearchResults q={q} tab={tab} request={request} hold={hold} />}
        </KnowledgeColumns>
      ) : (
        <SearchResults q={q} tab={tab} request={request} />
      )}
      {q !== '' && <AdSlot slot={AD_SLOT.alwaysPresentSlot} />}
    </section>
  );
}
