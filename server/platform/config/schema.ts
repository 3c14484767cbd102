// The one schema of the environment: every setting, grouped as the documents show them.
import { z } from '../../../common/zod';
import { schemasOf, settingsOf } from './setting';
import { signIn } from './settings/accounts';
import { answers } from './settings/answers';
import { database, redis, server } from './settings/platform';
import { retention } from './settings/retention';
import { legal } from './settings/legal';
import { mail } from './settings/mail';
import { adsense, partners } from './settings/programme';
import { features, knowledge, search, wikimedia } from './settings/search';
import { metrics, security } from './settings/security';

/** In the order of docs/configuration.md and .env.example. */
export const SETTING_GROUPS = [
  server,
  database,
  retention,
  redis,
  signIn,
  search,
  knowledge,
  wikimedia,
  answers,
  features,
  partners,
  legal,
  adsense,
  mail,
  security,
  metrics,
] as const;

export const envSchema = z.object(schemasOf(settingsOf(SETTING_GROUPS)));

/** The variables once read: each typed, defaults applied. */
export type Settings = z.output<typeof envSchema>;
