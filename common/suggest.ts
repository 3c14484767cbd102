// The admin's review of public suggestions: the past queries that became public this week, removed or
// blocked one by one.
import { QUERY_MAX_LENGTH } from './constants';
import { searchQueryText } from './search';
import { z } from './zod';

export const reviewedSuggestionSchema = z.object({
  /** The folded query, the key of the calls below. */
  term: z.string(),
  /** The spelling suggested (the latest searched). */
  label: z.string(),
  /** Distinct visitors (sessions from distinct networks) who searched it in the last 30 days. */
  visitors: z.number().int().min(0),
  /** Holds an adult term: suggested only with safe search off. */
  adult: z.boolean(),
  blocked: z.boolean(),
  publicSince: z.string(),
});
export type ReviewedSuggestion = z.infer<typeof reviewedSuggestionSchema>;

export const suggestionReviewSchema = z.object({ suggestions: z.array(reviewedSuggestionSchema) });
export type SuggestionReview = z.infer<typeof suggestionReviewSchema>;

/** POST /api/admin/suggestions/blocked – a query to block for good (folded: case, accents and spaces do not matter). */
export const suggestionBlockSchema = z.object({ query: searchQueryText });

/** DELETE /api/admin/suggestions/:term – a query to remove (it may come back if enough visitors search it again). */
export const suggestionTermParamsSchema = z.object({ term: z.string().trim().min(1).max(QUERY_MAX_LENGTH) });

export const suggestionActionSchema = z.object({ term: z.string() });
