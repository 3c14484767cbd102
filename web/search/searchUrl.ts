// The /search address of a query: tab in the query string and the search element's hash in step.
import type { SearchTab } from '../../common/search';

/** Spec: gsc.tab=0 is web, gsc.tab=1 is images; the search element has no news or videos tab, so no hash. */
export const tabHash = (tab: SearchTab) =>
  tab === 'web' ? '#gsc.tab=0' : tab === 'images' ? '#gsc.tab=1' : '';

const PARAM_TABS: readonly SearchTab[] = ['images', 'news', 'videos'];

/** The `gsc.tab` of a hash such as `#gsc.tab=1&gsc.q=lyon` (the search element adds its own keys). */
export function hashTab(hash: string): SearchTab | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('gsc.tab');
  return value === '1' ? 'images' : value === '0' ? 'web' : null;
}

/** The tab a /search address asks for: its `tab` parameter, else its hash (a link with only the hash works). */
export function tabOf(params: URLSearchParams, hash: string): SearchTab {
  if (params.has('tab')) return PARAM_TABS.find((tab) => tab === params.get('tab')) ?? 'web';
  return hashTab(hash) ?? 'web';
}

/** The address to replace the current one with so that `tab` and the hash agree, or null when they do. */
export function canonicalSearchHref(params: URLSearchParams, hash: string): string | null {
  const tab = tabOf(params, hash);
  const paramInStep = tab === 'web' ? !params.has('tab') : params.get('tab') === tab;
  // News and videos carry no gsc.tab: a hash that names one is out of step.
  const hashInStep = tab === 'web' || tab === 'images' ? hashTab(hash) === tab : hashTab(hash) === null;
  if (paramInStep && hashInStep) return null;
  return withTab(params, tab);
}

/**
 * The address of a search: `kept` carries the filters the visitor chose on the page before
 * (lang, safesearch, sort, time); the page number never carries over to a new query.
 */
export function searchHref(q: string, tab: SearchTab, kept?: URLSearchParams): string {
  const params = new URLSearchParams();
  params.set('q', q);
  if (tab !== 'web') params.set('tab', tab);
  for (const name of ['sort', 'time', 'lang', 'safesearch'] as const) {
    const value = kept?.get(name);
    if (value) params.set(name, value);
  }
  return `/search?${params.toString()}${tabHash(tab)}`;
}

/** The same search on the other tab (or the same), every other parameter kept. */
export function withTab(params: URLSearchParams, tab: SearchTab): string {
  const next = new URLSearchParams(params);
  if (tab !== 'web') next.set('tab', tab);
  else next.delete('tab');
  next.delete('page');
  return `/search?${next.toString()}${tabHash(tab)}`;
}
