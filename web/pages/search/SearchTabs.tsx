// Under the box: the web and images tabs (links, so the hash and the address follow) and the sort order, shown
// only when the provider that answered can sort by date.
import { Link, useNavigate } from 'react-router';
import type { SearchTab } from '../../../common/search';
import { LABELS } from '../../components/labels';
import { useSearchHonours } from '../../search/searchFilters';
import { withTab } from '../../search/searchUrl';

export function SearchTabs({ params, tab }: { params: URLSearchParams; tab: SearchTab }) {
  const navigate = useNavigate();
  const sort = params.get('sort') === 'date' ? 'date' : 'relevance';
  const canSort = useSearchHonours().sortByDate;

  function sortBy(value: string) {
    const next = new URLSearchParams(params);
    if (value === 'date') next.set('sort', 'date');
    else next.delete('sort');
    void navigate(withTab(next, tab));
  }

  return (
    <div className="search-tabs">
      <nav aria-label={LABELS.searchTabs}>
        {(['web', 'images'] as const).map((t) => (
          <Link
            key={t}
            to={withTab(params, t)}
            className={t === tab ? 'search-tab search-tab-on' : 'search-tab'}
            aria-current={t === tab ? 'page' : undefined}
          >
            {t === 'web' ? LABELS.webTab : LABELS.images}
          </Link>
        ))}
      </nav>
      {tab === 'web' && canSort && (
        <label className="search-sort">
          <span>{LABELS.sortBy}</span>
          <select value={sort} onChange={(e) => sortBy(e.target.value)}>
            <option value="relevance">{LABELS.sortRelevance}</option>
            <option value="date">{LABELS.sortDate}</option>
          </select>
        </label>
      )}
    </div>
  );
}
