// Environment → typed configuration. The embedded defaults need no variable at all.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from '../common/zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' })
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), postgresUrl),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'nom de schéma PostgreSQL invalide')
    .default('public'),
  SESSION_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'au moins 32 caractères').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_CSE_ID: optionalText,
  FEATURE_SEARCH_HISTORY: booleanFlag.default(true),
  FEATURE_SAFE_SEARCH: booleanFlag.default(true),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema: string };
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  logLevel: string;
  google: { clientId?: string; clientSecret?: string; searchEngineId?: string };
  /** Without Google credentials, sign-in goes through the built-in OpenID provider. */
  builtinSignIn: boolean;
  features: { searchHistory: boolean; safeSearch: boolean };
};

export class ConfigError extends Error {}

/** Reads the configuration, or throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environnement');
    throw new ConfigError(
      `Configuration invalide: ${name} ${issue.message} (valeur: ${JSON.stringify(env[name] ?? '')})`,
    );
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  const builtinSignIn = !(vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET);

  if (vars.NODE_ENV === 'production') {
    if (!vars.SESSION_SECRET)
      throw new ConfigError(
        'Configuration invalide: SESSION_SECRET est obligatoire en production (un secret généré ne convient qu’au développement)',
      );
    if (builtinSignIn)
      throw new ConfigError(
        'Configuration invalide: GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET sont obligatoires en production (la connexion intégrée est réservée au développement)',
      );
  }

  mkdirSync(dataDir, { recursive: true });
  const sessionSecret = vars.SESSION_SECRET ?? readOrCreateSecret(resolve(dataDir, 'session-secret'));

  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: vars.DATABASE_URL
      ? { dialect: 'postgres', url: vars.DATABASE_URL, schema: vars.DATABASE_SCHEMA }
      : { dialect: 'sqlite', file: resolve(dataDir, 'portail.sqlite') },
    sessionSecret,
    sessionSecretGenerated: !vars.SESSION_SECRET,
    logLevel: vars.LOG_LEVEL,
    google: {
      clientId: vars.GOOGLE_CLIENT_ID,
      clientSecret: vars.GOOGLE_CLIENT_SECRET,
      searchEngineId: vars.GOOGLE_CSE_ID,
    },
    builtinSignIn,
    features: { searchHistory: vars.FEATURE_SEARCH_HISTORY, safeSearch: vars.FEATURE_SAFE_SEARCH },
  };
}

/** A secret generated once and kept, so sessions survive a restart. */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
