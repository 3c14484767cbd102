// Server-side pages of the admin and partner lists: one query shape (limit, cursor, sort, order, filters), the
// page's facts carried in headers so that every list keeps the spec's `{ data: [...] }` answer.
import { PARTNER_STATUSES, PAYOUT_STATUSES } from './partner';
import { SECURITY_JAILS } from './constants';
import { z } from './zod';

/** Rows per page: 50 unless asked, never more than 100 (a list is read a screen at a time). */
export const PAGE_LIMIT = { min: 1, max: 100, default: 50 } as const;

/**
 * Rows a list counts at most: below it the count is exact, above it the list says « plus de 1 000 » (counting a
 * whole table on every page is what made the lists slow).
 */
export const PAGE_COUNT_CAP = 1_000;

/**
 * The page's facts, beside the spec's body: how many rows match (`x-total-count`, the cap when
 * `x-total-capped: true` says there are more), and the cursor of the next page.
 */
export const PAGE_HEADERS = {
  total: 'x-total-count',
  capped: 'x-total-capped',
  next: 'x-next-cursor',
  link: 'link',
} as const;

export const PAGINATION_MESSAGES = {
  limit: `La taille de page doit être un nombre entier entre ${PAGE_LIMIT.min} et ${PAGE_LIMIT.max}`,
  cursor: 'Curseur de pagination invalide : revenez à la première page',
  sort: (allowed: readonly string[]) => `Tri inconnu : choisissez parmi ${allowed.join(', ')}`,
  order: 'Ordre inconnu : asc ou desc',
  filter: 'Filtre invalide',
} as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const limit = z.coerce
  .number({ error: PAGINATION_MESSAGES.limit })
  .int(PAGINATION_MESSAGES.limit)
  .min(PAGE_LIMIT.min, PAGINATION_MESSAGES.limit)
  .max(PAGE_LIMIT.max, PAGINATION_MESSAGES.limit)
  .default(PAGE_LIMIT.default);
// Opaque to the caller: base64url of the last row's sort values, read back by the server only.
const cursor = z
  .string()
  .max(600, PAGINATION_MESSAGES.cursor)
  .regex(/^[A-Za-z0-9_-]+$/, PAGINATION_MESSAGES.cursor)
  .optional();
const filterText = z.string().trim().max(100, PAGINATION_MESSAGES.filter).optional();
const positiveId = z.coerce.number({ error: PAGINATION_MESSAGES.filter }).int().min(1).max(2_147_483_647);

/** The query of one list: its sorts (the first is the default) with their default order, and its filters. */
export function pageQuerySchema<S extends string, F extends z.ZodRawShape>(
  sorts: Record<S, SortOrder>,
  defaultSort: NoInfer<S>,
  filters: F,
) {
  const names = Object.keys(sorts) as [S, ...S[]];
  return z.object({
    limit,
    cursor,
    sort: z.enum(names, { error: PAGINATION_MESSAGES.sort(names) }).default(defaultSort as never),
    order: z.enum(SORT_ORDERS, { error: PAGINATION_MESSAGES.order }).optional(),
    ...filters,
  });
}

/** GET /api/admin/partners: newest first by default; by status, or a text in code, name or e-mail. */
export const PARTNER_SORTS = { created: 'desc', code: 'asc', name: 'asc' } as const;
export const partnersPageQuerySchema = pageQuerySchema(PARTNER_SORTS, 'created', {
  status: z.enum(PARTNER_STATUSES, { error: PAGINATION_MESSAGES.filter }).optional(),
  q: filterText,
});
export type PartnersPageQuery = z.infer<typeof partnersPageQuerySchema>;

/** GET /api/admin/payouts: open ones by due day first (the spec's order), or newest, or largest. */
export const PAYOUT_SORTS = { due: 'asc', created: 'desc', amount: 'desc' } as const;
export const payoutsPageQuerySchema = pageQuerySchema(PAYOUT_SORTS, 'due', {
  status: z.enum(PAYOUT_STATUSES, { error: PAGINATION_MESSAGES.filter }).optional(),
  partner_id: positiveId.optional(),
});
export type PayoutsPageQuery = z.infer<typeof payoutsPageQuerySchema>;

/** GET /api/admin/payouts/batches: newest first. */
export const batchesPageQuerySchema = pageQuerySchema({ created: 'desc' } as const, 'created', {});
export type BatchesPageQuery = z.infer<typeof batchesPageQuerySchema>;

/** GET /api/admin/adsense/unused-channels: in the order they were added; free or in use. */
export const CHANNEL_SORTS = { added: 'asc', channel_id: 'asc' } as const;
export const channelsPageQuerySchema = pageQuerySchema(CHANNEL_SORTS, 'added', {
  used: z.enum(['yes', 'no'], { error: PAGINATION_MESSAGES.filter }).optional(),
});
export type ChannelsPageQuery = z.infer<typeof channelsPageQuerySchema>;

/** GET /api/admin/security/events: the request log, newest first; by jail, address or status. */
export const securityEventsPageQuerySchema = pageQuerySchema({ at: 'desc' } as const, 'at', {
  jail: z
    .enum(Object.keys(SECURITY_JAILS) as [keyof typeof SECURITY_JAILS], { error: PAGINATION_MESSAGES.filter })
    .optional(),
  ip: filterText,
  status: z.coerce.number({ error: PAGINATION_MESSAGES.filter }).int().min(100).max(599).optional(),
});
export type SecurityEventsPageQuery = z.infer<typeof securityEventsPageQuerySchema>;

/** GET /api/admin/suggestions: the week's new public suggestions, newest first. */
export const SUGGESTION_SORTS = { newest: 'desc' } as const;
export const suggestionsPageQuerySchema = pageQuerySchema(SUGGESTION_SORTS, 'newest', {});
export type SuggestionsPageQuery = z.infer<typeof suggestionsPageQuerySchema>;

/** GET /api/admin/security/fraud-signals: partners with flagged bursts in the last days, most flagged first. */
export const FRAUD_SORTS = { flagged: 'desc' } as const;
export const fraudSignalsPageQuerySchema = pageQuerySchema(FRAUD_SORTS, 'flagged', {});
export type FraudSignalsPageQuery = z.infer<typeof fraudSignalsPageQuerySchema>;

/**
 * GET /api/partner/ledger and /api/admin/partners/:id/ledger: a page of the entries newest first, 50 unless
 * `limit` says otherwise (only the statement's CSV export reads them all).
 */
export const ledgerPageQuerySchema = z.object({
  limit: limit.unwrap().optional(),
  cursor,
});
export type LedgerPageQuery = z.infer<typeof ledgerPageQuerySchema>;

export const securityEventSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  ip: z.string(),
  path: z.string(),
  status: z.number().int(),
  jail: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
