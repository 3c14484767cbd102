// How the results page names a search source: apart from the schemas, so that the page's first load carries no zod.

/** How the page names a source that did not answer. */
export const SOURCE_LABELS: Record<string, string> = {
  wikipedia: 'Wikipédia',
  commons: 'Wikimedia Commons',
  searxng: 'SearXNG',
  brave: 'Brave Search',
  google: 'Google',
};
