// Settings of search: where results, suggestions and the knowledge card come from, and the search features.
import { POPULAR_QUERY } from '../../../../common/constants';
import { z } from '../../../../common/zod';
import { KNOWLEDGE_SOURCES, SEARCH_PROVIDERS, SUGGEST_PROVIDERS } from '../providers';
import { setting, settingGroup } from '../setting';
import { booleanFlag, commaList, emptyIsUnset, httpUrl, optionalText, wholeNumber } from '../values';

export const search = settingGroup('Search', {
  SEARCH_PROVIDER: setting(
    emptyIsUnset(
      z
        .string()
        .transform(commaList)
        .pipe(z.array(z.enum(SEARCH_PROVIDERS)).min(1, 'au moins un fournisseur'))
        .optional(),
    ),
    {
      doc: `Where web and image results come from: a comma-separated chain tried in order (\`searxng,local\`: the
        next answers when one fails or passes its deadline). \`local\` (the built-in index), \`wikipedia\` (French
        Wikipedia, Wikimedia Commons on the images tab; keyless), \`searxng\`, \`brave\`, \`google\` (Custom Search
        JSON API), \`google-element\` (Google's element in the browser, the API answering from the local index).
        \`wikipedia\` right after \`local\` or \`google-element\` is blended with the local index rather than tried
        after it (see [search providers](search-providers.md)); \`local\` alone switches the keyless sources off. The chain also
        picks the \`KNOWLEDGE_SOURCE\` default.`,
      default: `\`local,wikipedia\`; \`google-element,wikipedia\` with \`GOOGLE_CSE_ID\` alone;
        \`google,local,wikipedia\` with \`GOOGLE_API_KEY\` too`,
      example: 'searxng,local',
    },
  ),
  SUGGEST_PROVIDER: setting(z.enum(SUGGEST_PROVIDERS).default('wikipedia'), {
    doc: `Where suggestions come from. \`wikipedia\`: the local prefix table of names and popular queries first,
      completed by French Wikipedia's opensearch titles when it has fewer than 4 (offline or failing, the table
      alone). \`local\`: the table alone. \`google\`, \`duckduckgo\` or \`searxng\`: that service's autocompletion
      (one that fails or is late is replaced by the table). Whatever the source, profane words never show, and
      adult terms only with safe search off.`,
  }),
  SUGGEST_MIN_VISITORS: setting(wholeNumber(1).default(POPULAR_QUERY.minVisitors), {
    doc: `Distinct visitors (sessions from distinct networks: IPv4 /24, IPv6 /48) who must have searched a past
      query within 30 days before it is suggested to everyone. A query holding a profane or accusing word never
      is, one holding an adult term only with safe search off.`,
  }),
  SEARCH_TIMEOUT_MS: setting(wholeNumber(100, 30_000).default(2000), {
    doc: `Deadline in milliseconds of each call to a search provider, remote suggestion service or knowledge source
      (100–30000); past it the next provider of the chain answers, else 504.`,
  }),
  SEARCH_CACHE_TTL_S: setting(wholeNumber(0, 86_400).default(300), {
    doc: `Seconds search pages, knowledge cards and remote suggestions are cached (0–86400); \`0\` turns the cache
      of pages and cards off.`,
  }),
  SEARXNG_URL: setting(emptyIsUnset(httpUrl().optional()), {
    doc: `Base URL of a SearXNG instance with its JSON API on (\`search: formats: [html, json]\` in its
      \`settings.yml\`); required by the \`searxng\` provider, suggestions and knowledge source.`,
    example: 'http://127.0.0.1:8888',
  }),
  BRAVE_API_KEY: setting(optionalText, {
    doc: 'Subscription token of the Brave Search API; required by the `brave` provider.',
  }),
  GOOGLE_API_KEY: setting(optionalText, {
    doc: `Key of Google's Custom Search JSON API, required with \`GOOGLE_CSE_ID\` by the \`google\` provider; also
      the Knowledge Graph key when \`GOOGLE_KG_API_KEY\` is empty.`,
  }),
  GOOGLE_CSE_ID: setting(optionalText, {
    doc: `Google Programmable Search engine id (\`cx\`): required by the \`google\` and \`google-element\`
      providers, given to the web app as \`searchEngineId\` when the chain starts with \`google-element\`. With
      \`SEARCH_PROVIDER\` unset, setting it alone makes the chain \`google-element,wikipedia\` (Google's element on
      the page); with \`GOOGLE_API_KEY\` too, \`google,local,wikipedia\`.`,
  }),
});

export const knowledge = settingGroup('Knowledge card', {
  KNOWLEDGE_SOURCE: setting(emptyIsUnset(z.enum(KNOWLEDGE_SOURCES).optional()), {
    doc: `Where the knowledge card beside web results comes from: \`local\` (the shipped places), \`wikipedia\`
      (the shipped places, else the summary of the French Wikipedia article the query names), \`searxng\`
      (SearXNG's infoboxes), \`google\` (the Knowledge Graph) or \`off\`.`,
    default: `\`searxng\` when the chain starts with \`searxng\`, \`wikipedia\` when it holds \`wikipedia\`, else
      \`local\``,
    example: 'local',
  }),
  GOOGLE_KG_API_KEY: setting(optionalText, {
    doc: `The Knowledge Graph Search API key (\`KNOWLEDGE_SOURCE=google\`); without it the Custom Search key is
      used, which works once that API is enabled for it.`,
    default: '`GOOGLE_API_KEY`',
  }),
  KNOWLEDGE_GRAPH_API_URL: setting(httpUrl().default('https://kgsearch.googleapis.com/v1/entities:search'), {
    doc: 'Where the Knowledge Graph Search API answers (tests point it at a local server).',
  }),
});

export const wikimedia = settingGroup('Keyless sources (Wikimedia)', {
  WIKIPEDIA_API_URL: setting(httpUrl().default('https://fr.wikipedia.org/w/api.php'), {
    doc: `The MediaWiki Action API of the \`wikipedia\` provider, suggestions and card (the card's REST summary is
      \`../api/rest_v1/\` beside it); tests, benchmarks and CI point it at a local server.`,
  }),
  COMMONS_API_URL: setting(httpUrl().default('https://commons.wikimedia.org/w/api.php'), {
    doc: 'The MediaWiki Action API of Wikimedia Commons (the images tab of the `wikipedia` provider).',
  }),
  WIKIMEDIA_CONTACT: setting(optionalText, {
    doc: `The contact (a URL or an e-mail address) the keyless sources' User-Agent gives,
      \`PortailRecherche/<version> (<contact>)\`, as Wikimedia's User-Agent policy asks.`,
    default: '`PUBLIC_URL`',
    example: 'admin@example.fr',
  }),
});

export const features = settingGroup('Features', {
  FEATURE_SEARCH_HISTORY: setting(booleanFlag.default(true), {
    doc: `Offer the search history (\`true\`/\`false\`, also \`1\`/\`0\`, \`yes\`/\`no\`, \`on\`/\`off\`).
      \`false\`: no history kept or shown anywhere (\`features.searchHistory\`); the history calls answer as for an
      empty history.`,
  }),
  FEATURE_SAFE_SEARCH: setting(booleanFlag.default(true), {
    doc: `Offer the safe-search switch. \`false\`: no switch, and every search is filtered (the spec's default
      preference); a call's \`safesearch\` is ignored.`,
  }),
});
