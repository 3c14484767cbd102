// Under the box: the tabs this install's providers serve (links, so the hash and the address follow), the time
// filter and the sort order, each shown only when the provider that answered applies it.
import { Link, useNavigate } from 'react-router';
import type { SearchTab, SearchTime } from '../../../common/search';
import { LABELS } from '../../components/labels';
import { useClientConfig } from '../../config/useClientConfig';
import { useSearchHonours } from '../../search/searchFilters';
import { withTab } from '../../search/searchUrl';

const TAB_LABELS: Record<SearchTab, string> = {
  web: LABELS.webTab,
  images: LABELS.images,
  news: LABELS.newsTab,
  videos: LABELS.videosTab,
};
const TIMES = Object.keys(LABELS.times) as SearchTime[];
/** Before the configuration answers: the tabs every install has. */
const BASIC_TABS: readonly SearchTab[] = ['web', 'images'];

export function SearchTabs({ params, tab }: { params: URLSearchParams; tab: SearchTab }) {
  const navigate = useNavigate();
  const tabs = useClientConfig().config?.searchTabs ?? BASIC_TABS;
  const sort = params.get('sort') === 'date' ? 'date' : 'relevance';
  const time = TIMES.find((t) => t === params.get('time')) ?? '';
  const honours = useSearchHonours();

  function choose(name: 'sort' | 'time', value: string, unset: string) {
    const next = new URLSearchParams(params);
    if (value === unset) next.delete(name);
    else next.set(name, value);
    void navigate(withTab(next, tab));
  }

  return (
    <div className="search-tabs">
      <nav aria-label={LABELS.searchTabs}>
        {tabs.map((t) => (
          <Link
            key={t}
            to={withTab(params, t)}
            className={t === tab ? 'search-tab search-tab-on' : 'search-tab'}
            aria-current={t === tab ? 'page' : undefined}
          >
            {TAB_LABELS[t]}
          </Link>
        ))}
      </nav>
      {tab !== 'images' && honours.time && (
        <label className="search-sort">
          <span>{LABELS.timeFilter}</span>
          <select value={time} onChange={(e) => choose('time', e.target.value, '')}>
            <option value="">{LABELS.timeAny}</option>
            {TIMES.map((t) => (
              <option key={t} value={t}>
                {LABELS.times[t]}
              </option>
            ))}
          </select>
        </label>
      )}
      {tab === 'web' && honours.sortByDate && (
        <label className="search-sort">
          <span>{LABELS.sortBy}</span>
          <select value={sort} onChange={(e) => choose('sort', e.target.value, 'relevance')}>
            <option value="relevance">{LABELS.sortRelevance}</option>
            <option value="date">{LABELS.sortDate}</option>
          </select>
        </label>
      )}
    </div>
  );
}
