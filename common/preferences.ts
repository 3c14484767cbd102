// The settings as zod schemas: PUT /api/user/preferences's change, and the exported file, validated whole.
import { RESULTS_PER_PAGE, SAFE_SEARCH_LEVELS, SEARCH_TABS } from './constants';
import { PREFERENCES_MESSAGES } from './preferencesMessages';
import { LANGUAGE_FILTER_VALUES, THEMES, type SettingName, type Settings } from './settings';
import { z } from './zod';

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

export const settingsFileOf = (settings: Settings): SettingsFile => ({
  format: SETTINGS_FILE_FORMAT,
  version: 1,
  settings,
});

const isSettingName = (name: unknown): name is SettingName =>
  typeof name === 'string' && Object.hasOwn(PREFERENCES_MESSAGES.labels, name);

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
    const name = issue.path[issue.path.length - 1];
    const label = isSettingName(name) ? PREFERENCES_MESSAGES.labels[name] : issue.path.join('.');
    return label ? `${label} : ${issue.message}` : issue.message;
  });
  return { error: [PREFERENCES_MESSAGES.badFile, ...lines].join('\n') };
}
