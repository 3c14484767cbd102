// The settings as zod schemas: PUT /api/user/preferences's change, and the exported file, validated whole.
import { RESULTS_PER_PAGE, SAFE_SEARCH_LEVELS, SEARCH_TABS } from './constants';
import { isBangShortcut, isOwnBangUrl, OWN_BANGS_MAX, SITE_ACTIONS, siteDomainOf, SITES_MAX } from './ownWeb';
import { OWN_WEB_MESSAGES } from './ownWebMessages';
import { PREFERENCES_MESSAGES } from './preferencesMessages';
import { LANGUAGE_FILTER_VALUES, THEMES, type SettingName, type Settings } from './settings';
import { z } from './zod';

const E = OWN_WEB_MESSAGES.errors;

/** A site as a person names it (a domain or an address), kept as its domain: `https://www.a.fr/x` → `a.fr`. */
export const siteDomainSchema = z.string().transform((text, ctx) => {
  const domain = siteDomainOf(text);
  if (domain === null) ctx.addIssue({ code: 'custom', message: E.domain });
  return domain ?? z.NEVER;
});
export const siteActionSchema = z.enum(SITE_ACTIONS, E.action);
export const siteRuleSchema = z.strictObject({ domain: siteDomainSchema, action: siteActionSchema });

/** A person's sites, each once (subdomains are sites of their own), SITES_MAX at most. */
export const siteRulesSchema = z
  .array(siteRuleSchema)
  .max(SITES_MAX, E.tooManySites)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach(({ domain }, index) => {
      if (seen.has(domain)) ctx.addIssue({ code: 'custom', message: E.domainTwice(domain), path: [index] });
      seen.add(domain);
    });
  });

export const ownBangSchema = z.strictObject({
  shortcut: z
    .string()
    .trim()
    .transform((s) => s.replace(/^!/, '').toLowerCase())
    .refine(isBangShortcut, E.shortcut),
  url: z.string().trim().refine(isOwnBangUrl, E.url),
});
export const ownBangsSchema = z
  .array(ownBangSchema)
  .max(OWN_BANGS_MAX, E.tooManyBangs)
  .superRefine((bangs, ctx) => {
    const seen = new Set<string>();
    bangs.forEach(({ shortcut }, index) => {
      if (seen.has(shortcut))
        ctx.addIssue({ code: 'custom', message: E.shortcutTwice(shortcut), path: [index] });
      seen.add(shortcut);
    });
  });

/** PUT /api/user/sites/:domain */
export const siteParamsSchema = z.object({ domain: siteDomainSchema });
export const siteChangeSchema = z.strictObject({ action: siteActionSchema });
/** The sites of the account, as they are now. */
export const siteRulesAnswerSchema = z.object({
  sites: z.array(z.object({ domain: z.string(), action: siteActionSchema })),
});

const [firstLang, ...otherLangs] = LANGUAGE_FILTER_VALUES;

/** Every setting, all present; a field added later (per-domain lists, own bangs) is optional. */
export const settingsSchema = z.strictObject({
  safeSearch: z.enum(SAFE_SEARCH_LEVELS),
  lang: z.enum([firstLang!, ...otherLangs]),
  perPage: z.union(RESULTS_PER_PAGE.map((n) => z.literal(n))),
  newTab: z.boolean(),
  theme: z.enum(THEMES),
  suggestions: z.boolean(),
  voice: z.boolean(),
  history: z.boolean(),
  defaultTab: z.enum(SEARCH_TABS),
  sites: siteRulesSchema.optional(),
  bangs: ownBangsSchema.optional(),
}) satisfies z.ZodType<Settings>;

/** Some settings at once (an account's change). */
export const settingsChangeSchema = settingsSchema.partial();

/** The exported file: its kind and version, then every setting. */
export const SETTINGS_FILE_FORMAT = 'recherche-parametres';
export const settingsFileSchema = z.strictObject({
  format: z.literal(SETTINGS_FILE_FORMAT, PREFERENCES_MESSAGES.notASettingsFile),
  version: z.literal(1, PREFERENCES_MESSAGES.unknownVersion),
  settings: settingsSchema,
});
export type SettingsFile = z.infer<typeof settingsFileSchema>;

/** The file of these settings; the lists are written even when empty, so that importing it empties them too. */
export const settingsFileOf = (settings: Settings): SettingsFile => ({
  format: SETTINGS_FILE_FORMAT,
  version: 1,
  settings: { ...settings, sites: settings.sites ?? [], bangs: settings.bangs ?? [] },
});

const isSettingName = (name: unknown): name is SettingName | 'sites' | 'bangs' =>
  typeof name === 'string' && Object.hasOwn(PREFERENCES_MESSAGES.labels, name);

/** Where an issue is, in words: the setting, and the line of a list (« Sites, n° 3 »). */
function placeOf(path: readonly PropertyKey[]): string {
  const at = path.findIndex(isSettingName);
  if (at < 0) return path.join('.');
  const label = PREFERENCES_MESSAGES.labels[path[at] as SettingName | 'sites' | 'bangs'];
  const line = path[at + 1];
  return typeof line === 'number' ? `${label}, n° ${line + 1}` : label;
}

/** A file's settings, or what is wrong with it in French (a line per problem, naming the setting). */
export function readSettingsFile(text: string): { settings: Settings } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: PREFERENCES_MESSAGES.notJson };
  }
  const parsed = settingsFileSchema.safeParse(json);
  if (parsed.success) return { settings: parsed.data.settings };
  const lines = parsed.error.issues.slice(0, 5).map((issue) => {
    const label = placeOf(issue.path);
    return label ? `${label} : ${issue.message}` : issue.message;
  });
  return { error: [PREFERENCES_MESSAGES.badFile, ...lines].join('\n') };
}
