// The results' language filter (spec: auto, all or a country code), kept in the browser.
import { LANGUAGE_FILTER_COUNTRIES, LANGUAGE_FILTER_SPECIAL } from '../../common/constants';
import { readLocalSetting, useLocalSetting } from './localSetting';

export const LANGUAGE_FILTER_KEY = 'languageFilter';
/** No choice made: the results follow the query's language. */
export const LANGUAGE_FILTER_DEFAULT = 'auto';

const VALUES: readonly string[] = [
  ...LANGUAGE_FILTER_SPECIAL,
  ...LANGUAGE_FILTER_COUNTRIES.map((c) => c.code),
];

export const isLanguageFilter = (v: unknown): v is string => typeof v === 'string' && VALUES.includes(v);

export function readLanguageFilter(): string {
  return readLocalSetting(LANGUAGE_FILTER_KEY, LANGUAGE_FILTER_DEFAULT, isLanguageFilter);
}

export function useLanguageFilter(): [string, (value: string) => void] {
  return useLocalSetting(LANGUAGE_FILTER_KEY, LANGUAGE_FILTER_DEFAULT, isLanguageFilter);
}
