// The link builder's link: a page of the site, or a search, with the partner's code and a sub-ID.
import { LINK_BUILDER_ERRORS as E } from '../../../common/subIdMessages';
import { validSubId } from '../../../common/subIdSyntax';

/** The pages a partner may pick by name; `search` asks for the query, `other` for any address of the site. */
export const LINK_PAGES = {
  home: '/',
  search: '/search',
  partners: '/partners',
  howItWorks: '/partners/how-it-works',
  help: '/help',
  other: null,
} as const;
export type LinkPage = keyof typeof LINK_PAGES;

export type LinkRequest = {
  origin: string;
  code: string;
  page: LinkPage;
  /** The search's words (page `search`). */
  query?: string;
  /** A path or a full address of the site (page `other`). */
  address?: string;
  /** Empty: a link without a sub-ID. */
  subId?: string;
};

export type LinkField = 'query' | 'address' | 'subId';
export type BuiltLink = { link: string } | { field: LinkField; error: string };

/** The page's address on the site, or why it is none. */
function pageUrl({ origin, page, query, address }: LinkRequest): URL | { field: LinkField; error: string } {
  if (page === 'search') {
    const words = query?.trim() ?? '';
    if (!words) return { field: 'query', error: E.queryRequired };
    const url = new URL('/search', origin);
    url.searchParams.set('q', words);
    return url;
  }
  if (page !== 'other') return new URL(LINK_PAGES[page], origin);
  const typed = address?.trim() ?? '';
  if (!typed) return { field: 'address', error: E.pathRequired };
  let url: URL;
  try {
    url = new URL(typed, origin);
  } catch {
    return { field: 'address', error: E.notOurPage };
  }
  // Only the site's own pages: a link that sends elsewhere would carry the code to another site.
  return url.origin === new URL(origin).origin ? url : { field: 'address', error: E.notOurPage };
}

/**
 * The full link: the page's own query kept (a search's words, a tab), then `ref` and `sub` (any there before
 * replaced), no fragment. Without a sub-ID, the home page's link is the spec's affiliate link (origin/?ref=CODE).
 */
export function buildPartnerLink(request: LinkRequest): BuiltLink {
  const subId = request.subId?.trim() ?? '';
  if (subId && !validSubId(subId)) return { field: 'subId', error: E.invalidSubId };
  const url = pageUrl(request);
  if (!(url instanceof URL)) return url;
  url.hash = '';
  url.searchParams.delete('ref');
  url.searchParams.delete('sub');
  url.searchParams.append('ref', request.code);
  if (subId) url.searchParams.append('sub', subId);
  return { link: url.toString() };
}
