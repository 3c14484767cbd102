// GET /api/config/client – what the web app needs to know about this install.
import { SEARCH_TABS } from './search';
import { z } from './zod';

export const clientConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  searchEngineId: z.string().nullable(),
  /** The AdSense client of the ad slots; null shows house ads. */
  adClient: z.string().nullable(),
  apiUrl: z.string(),
  frontendUrl: z.string(),
  /** Where this version's source code is published (SOURCE_CODE_URL), for the licences page; null: ask us. */
  sourceCodeUrl: z.string().nullable(),
  /** The results tabs a configured provider serves (news and videos only with SearXNG or Brave). */
  searchTabs: z.array(z.enum(SEARCH_TABS)),
  features: z.object({
    oauth: z.boolean(),
    searchHistory: z.boolean(),
    safeSearch: z.boolean(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Used by the web app when the configuration call fails. */
export const localDefaultClientConfig: ClientConfig = {
  googleClientId: null,
  searchEngineId: null,
  adClient: null,
  apiUrl: '/api',
  frontendUrl: '/',
  sourceCodeUrl: null,
  searchTabs: ['web', 'images'],
  features: { oauth: true, searchHistory: true, safeSearch: true },
};
