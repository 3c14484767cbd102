// A visitor's search, as the API and the server-drawn results page both answer it: the results, then what it counts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InstantAnswer } from '../../../common/answers';
import { filtersAdult, safeSearchFor, type SearchAnswer, type SearchRequest } from '../../../common/search';
import { referralCodeOf } from '../../platform/http/referralCookie';
import { ownWebOf, withSiteRules } from './ownWeb';
import { PAGE_SIZE } from './provider';
import { resultsUnderAnswer } from './underAnswer';

export async function answerSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  asked: SearchRequest,
): Promise<SearchAnswer> {
  const query = { ...asked, safesearch: safeSearchFor(asked.safesearch, app.config.features.safeSearch) };
  // Asked beside the results, never in their way: a late or failing source gives no card (service of answers).
  const firstWebPage = query.page === 1 && query.tab === 'web';
  const instant = firstWebPage ? app.instantAnswers.answer(query.q) : null;
  const [page, own] = await Promise.all([pageOfSize(app, query), ownWebOf(request)]);
  const found = ownPage(page, own.byDomain);
  const card = instant instanceof Promise ? await instant : instant;
  // A spelling the index already chose is said as such; else the one people search, when theirs is a letter away.
  const spelling =
    firstWebPage && found.correctedQuery === undefined
      ? await app.popularSpelling.of(query.q, filtersAdult(query.safesearch))
      : null;
  // The same object when there is nothing to add, so the kept bytes of a cached page serve it as before.
  const answer =
    card === null && spelling === null
      ? found
      : {
          ...found,
          ...(card !== null && withCard(found, query.q, card)),
          ...(spelling !== null && { suggestedQuery: spelling }),
        };
  // Counted by visitor (session, network) toward a public suggestion; adult terms are marked by their words.
  if (query.page === 1 && answer.results.length > 0) await app.queryPopularity.count(asked.q, request);
  // A search is one query, not each page of it.
  if (query.page === 1 && referralCodeOf(request)) await app.attribution.count(request, { searches: 1 });
  return answer;
}

/**
 * A page of `num` results (the person's setting): that many of the providers' pages, asked together, the list
 * ending at the first one that says so. Only the first page's failure is the answer's: a later one ends it there.
 */
async function pageOfSize(app: FastifyInstance, query: SearchRequest): Promise<SearchAnswer> {
  const parts = Math.max(1, query.num / PAGE_SIZE);
  if (parts === 1) return app.searchService.search(query);
  const first = (query.page - 1) * parts + 1;
  const [head, ...rest] = await Promise.all(
    Array.from({ length: parts }, (_, i) => {
      const part = app.searchService.search({ ...query, page: first + i });
      return i === 0 ? part : part.catch(() => null);
    }),
  );
  let results = head!.results;
  let hasMore = head!.hasMore;
  for (const part of rest) {
    if (!hasMore || part === null) break;
    results = results.concat(part.results);
    hasMore = part.hasMore;
  }
  return { ...head!, results, hasMore, page: query.page };
}

/** The page with the person's sites hidden, raised or lowered; the same object when none of them is on it. */
function ownPage(page: SearchAnswer, byDomain: Parameters<typeof withSiteRules>[1]): SearchAnswer {
  const { results, hidden } = withSiteRules(page.results, byDomain);
  if (results === page.results) return page;
  return { ...page, results, ...(hidden > 0 && { hidden }) };
}

/** The card, and the results kept under it (a dropped loose match has no next page either). */
function withCard(found: SearchAnswer, q: string, card: InstantAnswer): Partial<SearchAnswer> {
  const results = resultsUnderAnswer(found.results, { q, provider: found.provider, card });
  return results === found.results
    ? { answer: card }
    : { results, hasMore: found.hasMore && results.length === found.results.length, answer: card };
}
