// Google Programmable Search element (spec: the search-engine script): loaded once, rendered explicitly.

type CseElement = { execute: (query: string) => void };
type CseApi = {
  render: (component: {
    div: HTMLElement;
    tag: string;
    gname: string;
    attributes?: Record<string, unknown>;
  }) => void;
  getElement: (gname: string) => CseElement | undefined;
};
declare global {
  interface Window {
    __gcse?: { parsetags: 'explicit'; callback: () => void };
    google?: { search?: { cse?: { element?: CseApi } } };
  }
}

/** Without an answer by then, the page shows our own results instead of an empty frame. */
export const ELEMENT_LOAD_TIMEOUT_MS = 8000;

let loading: Promise<CseApi> | null = null;

export function loadSearchElement(engineId: string): Promise<CseApi> {
  loading ??= new Promise<CseApi>((resolve, reject) => {
    const ready = () => {
      const api = window.google?.search?.cse?.element;
      if (api) resolve(api);
      else reject(new Error('search element missing'));
    };
    window.__gcse = { parsetags: 'explicit', callback: ready };
    const script = document.createElement('script');
    script.src = `https://cse.google.com/cse.js?cx=${encodeURIComponent(engineId)}`;
    script.async = true;
    script.onerror = () => reject(new Error('search element unreachable'));
    document.head.append(script);
    setTimeout(() => reject(new Error('search element timeout')), ELEMENT_LOAD_TIMEOUT_MS);
  }).catch((error: unknown) => {
    loading = null; // the next search tries again
    throw error;
  });
  return loading;
}

/** The most results a page the element draws (its `webSearchResultSetSize` goes from 1 to 20). */
export const ELEMENT_MAX_RESULTS = 20;

let renders = 0;

/** Renders the results-only element into `div` and runs the query; the element draws everything else. */
export function renderSearchElement(
  api: CseApi,
  div: HTMLElement,
  query: string,
  options: { images: boolean; safeSearch: boolean; perPage: number; newTab: boolean },
): void {
  div.replaceChildren();
  const gname = `portail-${++renders}`;
  api.render({
    div,
    tag: 'searchresults-only',
    gname,
    attributes: {
      // Our address owns q, tab and the hash: the element must not rewrite them.
      enableHistory: false,
      defaultToImageSearch: options.images,
      safeSearch: options.safeSearch ? 'active' : 'off',
      // The person's settings, as far as the element takes them: it shows 20 results a page at most.
      webSearchResultSetSize: Math.min(options.perPage, ELEMENT_MAX_RESULTS),
      linkTarget: options.newTab ? '_blank' : '_self',
    },
  });
  api.getElement(gname)?.execute(query);
}
