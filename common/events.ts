// POST /events – what the browser reports: page views and filled ad slots.
import { MAX_EVENTS_PER_REQUEST } from './constants';
import { FIELD_MESSAGES } from './messages';
import { z } from './zod';

/** A site path: starts with /, no scheme or host, bounded. */
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/, FIELD_MESSAGES.path);

export const pageViewEventSchema = z.object({ type: z.literal('page_view'), path: sitePath }).strict();
export const adFilledEventSchema = z
  .object({
    type: z.literal('ad_filled'),
    slot: z.string().trim().min(1).max(100),
    path: sitePath,
    force_admin: z.boolean().optional(),
  })
  .strict();

export const siteEventSchema = z.discriminatedUnion('type', [pageViewEventSchema, adFilledEventSchema]);
export type SiteEvent = z.infer<typeof siteEventSchema>;

export const eventsBodySchema = z
  .object({ events: z.array(siteEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST) })
  .strict();
export const eventsAnswerSchema = z.object({ accepted: z.number().int().nonnegative() });
