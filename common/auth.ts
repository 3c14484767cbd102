// Accounts and sessions: what /auth/* and /api/session/stats answer, and what they accept.
import { HISTORY_MAX_ITEMS, SESSION_ID_LENGTH } from './constants';
import { FIELD_MESSAGES, SEARCH_MESSAGES } from './messages';
import { settingsChangeSchema, settingsSchema } from './preferences';
import { z } from './zod';

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
  isActive: z.boolean(),
  safesearch_enabled: z.boolean(),
  history_enabled: z.boolean(),
  /** Every search setting of the account (the two switches above among them). */
  settings: settingsSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const rolesSchema = z.object({ isPartner: z.boolean(), isAdmin: z.boolean() });

/** GET /auth/user */
export const authUserAnswerSchema = z.object({
  user: accountSchema.nullable(),
  accounts: z.array(accountSchema),
  roles: rolesSchema,
});
export type AuthUserAnswer = z.infer<typeof authUserAnswerSchema>;

/** The answer of sync, switch and logout: who is active now, and who else is signed in. */
export const accountsAnswerSchema = z.object({
  user: accountSchema.nullable(),
  accounts: z.array(accountSchema),
});
export type AccountsAnswer = z.infer<typeof accountsAnswerSchema>;

const accountId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, FIELD_MESSAGES.accountId);

/** POST /auth/sync-accounts: what the browser remembers; the server answers the truth. */
export const syncAccountsBodySchema = z.object({
  localAccounts: z
    .array(z.object({ id: accountId }).loose())
    .max(20)
    .default([]),
  previousAccount: z.union([accountId, z.object({ id: accountId }).loose()]).nullish(),
});

export const switchAccountBodySchema = z.object({ accountId });

export const prepareAddAccountAnswerSchema = z.object({ redirectTo: z.string() });

/** GET /api/session/stats */
export const sessionStatsSchema = z.object({
  sessionID: z.string().length(SESSION_ID_LENGTH),
  isAuthenticated: z.boolean(),
  accountsCount: z.number().int().nonnegative(),
  activeAccount: accountSchema.nullable(),
  searchHistoryCount: z.number().int().min(0).max(HISTORY_MAX_ITEMS),
});

export const csrfTokenAnswerSchema = z.object({ csrfToken: z.string() });

/** The built-in provider's sign-in form (development installs without Google). */
export const builtinSignInSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.displayNameRequired).max(120),
  given_name: z.string().trim().max(80).default(''),
  family_name: z.string().trim().max(80).default(''),
  email: z.email(FIELD_MESSAGES.email).trim().toLowerCase().max(254),
  picture: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.pictureUrl }).max(2048)])
    .default(''),
});
export type BuiltinSignIn = z.infer<typeof builtinSignInSchema>;

/** A redirect after sign-in stays on this site: a path, never `//host` or a scheme. */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (a header split, a tab in the host) never make a valid path.
  return [...value].some((c) => c.charCodeAt(0) < 0x20) ? '/' : value;
}

const sessionIdField = z.string().length(SESSION_ID_LENGTH, 'sessionID invalide');

/** GET /api/search/history?sessionID */
export const historyQuerySchema = z.object({ sessionID: sessionIdField });
/** POST and DELETE /api/search/history */
export const historyEntryBodySchema = z.object({
  query: z.string().trim().min(1, SEARCH_MESSAGES.emptyQuery).max(10_000),
  sessionID: sessionIdField,
});
/** DELETE /api/search/history/all */
export const historyClearBodySchema = z.object({ sessionID: sessionIdField });

export const ANONYMOUS_USER_ID = 'anonymous';
export const historyAnswerSchema = z.object({
  history: z.array(z.string()).max(HISTORY_MAX_ITEMS),
  userId: z.string(),
  count: z.number().int().nonnegative(),
});
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

/** GET and PUT /api/user/preferences: the spec's two switches, and every setting beside them. */
export const preferencesSchema = z.object({
  safesearch_enabled: z.boolean(),
  history_enabled: z.boolean(),
  settings: settingsSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesUpdateSchema = z
  .object({
    safesearch_enabled: z.boolean().optional(),
    history_enabled: z.boolean().optional(),
    settings: settingsChangeSchema.optional(),
  })
  .refine(
    (p) =>
      p.safesearch_enabled !== undefined ||
      p.history_enabled !== undefined ||
      Object.keys(p.settings ?? {}).length > 0,
    { message: FIELD_MESSAGES.noPreference },
  );
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
