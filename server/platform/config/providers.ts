// The search providers a configuration may name, the chain and card source it gets when it names none, and
// what each provider needs to run.
import { SEARCH_TABS, type SearchTab } from '../../../common/search';
export const SEARCH_PROVIDERS = [
  'local',
  'wikipedia',
  'searxng',
  'brave',
  'google',
  'google-element',
] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDERS)[number];

/** The tabs each provider answers: news and videos only where the upstream has them (SearXNG's categories,
 * Brave's news and videos endpoints); Google's JSON API, its element and the keyless sources have none. */
export const SEARCH_PROVIDER_TABS: Record<SearchProviderName, readonly SearchTab[]> = {
  local: ['web', 'images'],
  wikipedia: ['web', 'images'],
  searxng: ['web', 'images', 'news', 'videos'],
  brave: ['web', 'images', 'news', 'videos'],
  google: ['web', 'images'],
  'google-element': ['web', 'images'],
};

/** The tabs a chain can answer, in the page's order: each is shown only when one of its providers serves it. */
export function tabsOfChain(chain: readonly SearchProviderName[]): SearchTab[] {
  return SEARCH_TABS.filter((tab) => chain.some((name) => SEARCH_PROVIDER_TABS[name].includes(tab)));
}

export const KNOWLEDGE_SOURCES = ['local', 'wikipedia', 'searxng', 'google', 'off'] as const;
export type KnowledgeSourceName = (typeof KNOWLEDGE_SOURCES)[number];

export const SUGGEST_PROVIDERS = ['local', 'wikipedia', 'google', 'duckduckgo', 'searxng'] as const;
export type SuggestProviderName = (typeof SUGGEST_PROVIDERS)[number];

/**
 * SEARCH_PROVIDER unset: the local index blended with Wikipedia, behind Google when it is configured –
 * its element (GOOGLE_CSE_ID alone) or its JSON API (with GOOGLE_API_KEY too).
 */
export function defaultSearchChain(vars: {
  GOOGLE_CSE_ID?: string;
  GOOGLE_API_KEY?: string;
}): SearchProviderName[] {
  if (vars.GOOGLE_CSE_ID && vars.GOOGLE_API_KEY) return ['google', 'local', 'wikipedia'];
  if (vars.GOOGLE_CSE_ID) return ['google-element', 'wikipedia'];
  return ['local', 'wikipedia'];
}

/** SearXNG's infoboxes behind SearXNG, Wikipedia's summaries (after the local places) when the chain has it. */
export function defaultKnowledgeSource(chain: SearchProviderName[]): KnowledgeSourceName {
  if (chain[0] === 'searxng') return 'searxng';
  return chain.includes('wikipedia') ? 'wikipedia' : 'local';
}

type ProviderSettings = {
  SUGGEST_PROVIDER: SuggestProviderName;
  KNOWLEDGE_SOURCE?: KnowledgeSourceName;
  SEARXNG_URL?: string;
  BRAVE_API_KEY?: string;
  GOOGLE_API_KEY?: string;
  GOOGLE_CSE_ID?: string;
  GOOGLE_KG_API_KEY?: string;
};

/** A provider named without what it needs to run, said as the variable to set. */
export function missingProviderSetting(
  vars: ProviderSettings,
  chain: SearchProviderName[],
): string | undefined {
  const wants = new Set<string>([...chain, vars.SUGGEST_PROVIDER]);
  if (wants.has('searxng') && !vars.SEARXNG_URL)
    return 'SEARXNG_URL est obligatoire avec le fournisseur searxng';
  if (wants.has('brave') && !vars.BRAVE_API_KEY)
    return 'BRAVE_API_KEY est obligatoire avec le fournisseur brave';
  if (wants.has('google') && !(vars.GOOGLE_API_KEY && vars.GOOGLE_CSE_ID))
    return 'GOOGLE_API_KEY et GOOGLE_CSE_ID sont obligatoires avec le fournisseur google';
  if (wants.has('google-element') && !vars.GOOGLE_CSE_ID)
    return 'GOOGLE_CSE_ID est obligatoire avec le fournisseur google-element';
  if (vars.KNOWLEDGE_SOURCE === 'searxng' && !vars.SEARXNG_URL)
    return 'SEARXNG_URL est obligatoire avec la source de fiches searxng';
  if (vars.KNOWLEDGE_SOURCE === 'google' && !(vars.GOOGLE_KG_API_KEY ?? vars.GOOGLE_API_KEY))
    return 'GOOGLE_KG_API_KEY (ou GOOGLE_API_KEY) est obligatoire avec la source de fiches google';
  return undefined;
}
