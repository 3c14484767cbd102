// The language filter: one of the person's settings, and in the `lang` parameter while on /search; hidden there when
// the provider that answered ignores it.
import { useLocation, useSearchParams } from 'react-router';
import { LANGUAGE_FILTER_COUNTRIES } from '../../common/constants';
import { useSettings } from '../account/useSettings';
import { isLanguageFilter } from '../state/languageFilter';
import { useChooseLanguage, useSearchHonours } from '../search/searchFilters';
import { LABELS } from '../components/labels';

export function LanguageSelect() {
  const stored = useSettings().lang;
  const choose = useChooseLanguage();
  const [params] = useSearchParams();
  const location = useLocation();
  const fromUrl = params.get('lang');
  const value = location.pathname === '/search' && isLanguageFilter(fromUrl) ? fromUrl : stored;
  if (!useSearchHonours().language) return null;

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
