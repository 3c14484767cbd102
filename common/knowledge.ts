// GET /api/knowledge – the knowledge card beside the results: one entity of a knowledge source, or none.
import { QUERY_MAX_LENGTH } from './constants';
import { languageFilter, safeSearchParam } from './search';
import { z } from './zod';

export const knowledgeRequestSchema = z.object({
  /** Blank or too short is no error: it simply names no entity. */
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, QUERY_MAX_LENGTH)),
  lang: languageFilter,
  safesearch: safeSearchParam,
});
export type KnowledgeRequest = z.infer<typeof knowledgeRequestSchema>;

/** Only http(s) links ever reach an href. */
const httpUrl = z.url({ protocol: /^https?$/ });

export const knowledgeEntitySchema = z.object({
  name: z.string().min(1),
  /** What the entity is (« Commune française », « Physicienne »); may be empty. */
  type: z.string(),
  description: z.string(),
  /** An absolute http(s) address, or one of our own files (`/flags/…`). */
  image: z.object({ url: z.string().regex(/^(https?:\/\/|\/(?!\/))/), alt: z.string().min(1) }).optional(),
  facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })),
  links: z.array(z.object({ label: z.string().min(1), url: httpUrl })),
  /** Where the text comes from, with its licence when the source names one. */
  source: z.object({
    name: z.string().min(1),
    url: httpUrl,
    licence: z.object({ name: z.string().min(1), url: httpUrl.optional() }).optional(),
  }),
});
export type KnowledgeEntity = z.infer<typeof knowledgeEntitySchema>;

export const knowledgeAnswerSchema = z.object({ entity: knowledgeEntitySchema.nullable() });
export type KnowledgeAnswer = z.infer<typeof knowledgeAnswerSchema>;
