// The envelope of every MediaWiki Action API answer: `query` (absent when nothing matched) or `batchcomplete`,
// and `error` – sent with HTTP 200 – for a refused call. Anything else is not an answer of the API.
import { z } from '../../../../common/zod';

export function mediaWikiAnswer<Q extends z.ZodType, C extends z.ZodType>(query: Q, continuation: C) {
  return z
    .object({
      batchcomplete: z.boolean().optional(),
      query: query.optional(),
      continue: continuation.optional(),
      error: z.object({ code: z.string(), info: z.string().optional() }).optional(),
    })
    .refine((answer) => answer.error === undefined, { message: 'MediaWiki error' })
    .refine((answer) => answer.query !== undefined || answer.batchcomplete !== undefined, {
      message: 'not a MediaWiki answer',
    });
}

/** `[query, [titles…], [descriptions…], [urls…]]`: MediaWiki's `action=opensearch` answer. */
export const openSearchAnswer = z.tuple([
  z.string(),
  z.array(z.string()),
  z.array(z.string()),
  z.array(z.string()),
]);
