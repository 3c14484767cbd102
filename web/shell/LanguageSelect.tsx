// The language filter: kept in the browser, and in the `lang` parameter while on /search.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGE_FILTER_COUNTRIES } from '../../common/constants';
import { isLanguageFilter, useLanguageFilter } from '../state/languageFilter';
import { LABELS } from '../components/labels';

export function LanguageSelect() {
  const [stored, store] = useLanguageFilter();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const onSearch = location.pathname === '/search';
  const fromUrl = params.get('lang');
  const value = onSearch && isLanguageFilter(fromUrl) ? fromUrl : stored;

  function choose(next: string) {
    store(next);
    if (!onSearch) return;
    const search = new URLSearchParams(params);
    search.set('lang', next);
    void navigate({ search: `?${search}`, hash: location.hash });
  }

  return (
    <label className="footer-lang">
      <span>{LABELS.languageFilter}</span>
      <select value={value} onChange={(e) => choose(e.target.value)}>
        <option value="auto">{LABELS.languageAuto}</option>
        <option value="all">{LABELS.languageAll}</option>
        {LANGUAGE_FILTER_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.label}
          </option>
        ))}
      </select>
    </label>
  );
}
