// « Votre web » on the server: the sites a person hides, raises or lowers, applied to every provider's page
// after the cache (the cached page stays everyone's), before the page is drawn or counted.
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  hostOf,
  siteActionOf,
  siteRulesByDomain,
  type OwnBang,
  type SiteAction,
} from '../../../common/ownWeb';
import { decodeSettings, settingsCookieText } from '../../../common/settings';

export type OwnWeb = { byDomain: ReadonlyMap<string, SiteAction>; bangs: readonly OwnBang[] };

const NONE: OwnWeb = { byDomain: new Map(), bangs: [] };
/** A text of 500 sites costs a few hundred checks to read: each text is read once, then kept. */
const read = new LRUCache<string, OwnWeb>({ max: 1000 });

function ownWebOfText(text: string | null): OwnWeb {
  if (!text) return NONE;
  let own = read.get(text);
  if (!own) {
    const { sites, bangs } = decodeSettings(text);
    own = sites || bangs ? { byDomain: siteRulesByDomain(sites), bangs: bangs ?? [] } : NONE;
    read.set(text, own);
  }
  return own;
}

/** The active account's lists, else the guest's cookie's. */
export async function ownWebOf(request: FastifyRequest): Promise<OwnWeb> {
  const { activeUser } = await request.accounts();
  return ownWebOfText(activeUser ? activeUser.settings : settingsCookieText(request.headers.cookie ?? ''));
}

/**
 * The page as the person wants it: hidden sites gone, raised ones first, lowered ones last, each group in the
 * sources' order. The same array when no rule applies (a cached page's kept bytes then serve it).
 */
export function withSiteRules<T extends { url: string }>(
  results: T[],
  byDomain: ReadonlyMap<string, SiteAction>,
): { results: T[]; hidden: number } {
  if (byDomain.size === 0) return { results, hidden: 0 };
  const raised: T[] = [];
  const kept: T[] = [];
  const lowered: T[] = [];
  let hidden = 0;
  for (const result of results) {
    const action = siteActionOf(hostOf(result.url), byDomain);
    if (action === 'hide') hidden++;
    else if (action === 'raise') raised.push(result);
    else if (action === 'lower') lowered.push(result);
    else kept.push(result);
  }
  if (hidden === 0 && raised.length === 0 && lowered.length === 0) return { results, hidden };
  return { results: [...raised, ...kept, ...lowered], hidden };
}
