// What the footer's language filter means upstream: a language and a country for each country code.

export type Region = { language: string; country: string };

const REGIONS: Record<string, Region> = {
  fr: { language: 'fr', country: 'FR' },
  us: { language: 'en', country: 'US' },
  uk: { language: 'en', country: 'GB' },
  de: { language: 'de', country: 'DE' },
  es: { language: 'es', country: 'ES' },
  it: { language: 'it', country: 'IT' },
  // The portal is French-speaking: Canada means French-speaking Canada.
  ca: { language: 'fr', country: 'CA' },
};

/** The portal's own language, for `auto` where an upstream cannot guess. */
export const PORTAL_LANGUAGE = 'fr';

/** The region of a country code; undefined for `auto` and `all`. Other codes are taken as both. */
export function regionOf(lang: string): Region | undefined {
  if (lang === 'auto' || lang === 'all') return undefined;
  return REGIONS[lang] ?? { language: lang, country: lang.toUpperCase() };
}
