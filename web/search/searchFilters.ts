// The page's filters (language, sort) and whether the provider that answered applies them.
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGE_FILTER_COUNTRIES } from '../../common/constants';
import type { SearchAnswer } from '../../common/search';
import { useChangeSettings } from '../account/useSettings';
import { tabOf } from './searchUrl';
import { useSearchRequest, useSearchResults } from './useSearchResults';

type Honours = SearchAnswer['honours'];
/** Off this page every filter may be chosen; the time filter waits for an answer that applies it. */
const EVERY_FILTER: Honours = { sortByDate: true, language: true, time: false };

/** Chooses the results' language: kept in the settings, and in the address while on /search. */
export function useChooseLanguage(): (next: string) => void {
  const change = useChangeSettings();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (next) => {
    // A refused save leaves the settings as they are; this page's address still shows the choice.
    change({ lang: next }).catch(() => undefined);
    if (location.pathname !== '/search') return;
    const search = new URLSearchParams(params);
    search.set('lang', next);
    void navigate({ search: `?${search}`, hash: location.hash });
  };
}

/**
 * The filters the provider answering this /search page applies (every one elsewhere, and with Google's element);
 * while a new answer loads, the last one's, so the controls do not blink at each search.
 */
export function useSearchHonours(): Honours {
  const [params] = useSearchParams();
  const location = useLocation();
  const q = (params.get('q') ?? '').trim();
  const request = useSearchRequest(params, q, tabOf(params, location.hash));
  // Reads the page's answer from the cache; the results list is the one that asks for it.
  const answer = useSearchResults(request, false).data?.pages[0];
  const [last, setLast] = useState<Honours>(EVERY_FILTER);
  const now = answer?.honours;
  if (now && (now.sortByDate !== last.sortByDate || now.language !== last.language || now.time !== last.time))
    setLast(now);
  if (location.pathname !== '/search' || q === '') return EVERY_FILTER;
  return now ?? last;
}

/** The languages (ISO 639-1) a country filter keeps, or none for `auto` and `all`. */
export function languagesOfFilter(lang: string): readonly string[] {
  return LANGUAGE_FILTER_COUNTRIES.find((country) => country.code === lang)?.languages ?? [];
}
