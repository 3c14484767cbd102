// The results' language filter (spec: auto, all or a country code), one of the person's settings.
import { LANGUAGE_FILTER_VALUES, SETTINGS_DEFAULT } from '../../common/settings';

/** No choice made: the results follow the query's language. */
export const LANGUAGE_FILTER_DEFAULT = SETTINGS_DEFAULT.lang;

export const isLanguageFilter = (v: unknown): v is string =>
  typeof v === 'string' && LANGUAGE_FILTER_VALUES.includes(v);
