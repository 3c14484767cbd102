// Environment → typed configuration. The embedded defaults need no variable at all.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from '../../common/zod';
import { FRAUD_BURST, POPULAR_QUERY } from '../../common/constants';
import { ibanKeyring, type IbanKeyring } from './ibanKeyring';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const SEARCH_PROVIDERS = [
  'local',
  'wikipedia',
  'searxng',
  'brave',
  'google',
  'google-element',
] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDERS)[number];

export const KNOWLEDGE_SOURCES = ['local', 'wikipedia', 'searxng', 'google', 'off'] as const;
export type KnowledgeSourceName = (typeof KNOWLEDGE_SOURCES)[number];

export const SUGGEST_PROVIDERS = ['local', 'wikipedia', 'google', 'duckduckgo', 'searxng'] as const;
export type SuggestProviderName = (typeof SUGGEST_PROVIDERS)[number];

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' })
  .optional();

const ibanKeySetting = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, '32 octets en base64')
    .optional(),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_ROOT: z.string().min(1).optional(),
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
  IBAN_ENCRYPTION_KEY: ibanKeySetting,
  IBAN_ENCRYPTION_KEY_PREVIOUS: ibanKeySetting,
  ADSENSE_ACCOUNT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^pub-\d+$/, 'de la forme pub-123…')
      .optional(),
  ),
  ADSENSE_OAUTH_CLIENT_ID: optionalText,
  ADSENSE_OAUTH_CLIENT_SECRET: optionalText,
  ADSENSE_REFRESH_TOKEN: optionalText,
  ADSENSE_API_URL: z.url({ protocol: /^https?$/ }).default('https://adsense.googleapis.com'),
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  ADSENSE_NIGHTLY_IMPORT: booleanFlag.default(true),
  DB_ADMIN_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  ADSENSE_CLIENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^ca-pub-\d+$/, 'de la forme ca-pub-123…')
      .optional(),
  ),
  SEPA_DEBTOR_NAME: optionalText,
  SEPA_DEBTOR_IBAN: optionalText,
  SEPA_DEBTOR_BIC: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'un BIC de 8 ou 11 caractères')
      .optional(),
  ),
  TRUST_PROXY: z.string().default(''),
  SECURITY_IGNORE_IPS: z.string().default('loopback'),
  RATE_LIMIT_MAX_ADDRESSES: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  FRAUD_BURST_PER_ADDRESS: z.coerce.number().int().min(1).default(FRAUD_BURST.perAddress),
  FRAUD_BURST_PER_NETWORK: z.coerce.number().int().min(1).default(FRAUD_BURST.perNetwork),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('liste d’adresses e-mail séparées par des virgules'))),
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  GOOGLE_CSE_ID: optionalText,
  // Unset: the default chain, which depends on the Google settings (defaultSearchChain).
  SEARCH_PROVIDER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(SEARCH_PROVIDERS)).min(1, 'au moins un fournisseur'))
      .optional(),
  ),
  SUGGEST_PROVIDER: z.enum(SUGGEST_PROVIDERS).default('wikipedia'),
  SUGGEST_MIN_VISITORS: z.coerce.number().int().min(1).default(POPULAR_QUERY.minVisitors),
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  SEARCH_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  SEARXNG_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  BRAVE_API_KEY: optionalText,
  GOOGLE_API_KEY: optionalText,
  KNOWLEDGE_SOURCE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(KNOWLEDGE_SOURCES).optional()),
  GOOGLE_KG_API_KEY: optionalText,
  KNOWLEDGE_GRAPH_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://kgsearch.googleapis.com/v1/entities:search'),
  WIKIPEDIA_API_URL: z.url({ protocol: /^https?$/ }).default('https://fr.wikipedia.org/w/api.php'),
  COMMONS_API_URL: z.url({ protocol: /^https?$/ }).default('https://commons.wikimedia.org/w/api.php'),
  WIKIMEDIA_CONTACT: optionalText,
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'lettres, chiffres, « _ . : - », 64 au plus')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'au moins 16 caractères').optional(),
  ),
  METRICS_ALLOWED_IPS: z.string().default('loopback'),
  FEATURE_SEARCH_HISTORY: booleanFlag.default(true),
  FEATURE_SAFE_SEARCH: booleanFlag.default(true),
});

export type AdsenseApiConfig = {
  accountId: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  apiUrl: string;
  tokenUrl: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** PUBLIC_URL was given: only then is it preferred to the address a request came to. */
  publicUrlSet: boolean;
  /** Cookies carry `Secure` in production and whenever the product is served over https. */
  secureCookies: boolean;
  dataDir: string;
  /** Folder of the built web app, when not dist/web. */
  webRoot?: string;
  database:
    | { dialect: 'sqlite'; file: string }
    | { dialect: 'postgres'; url: string; schema: string; poolSize?: number };
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  /** AES-256 key of the IBANs at rest, carrying IBAN_ENCRYPTION_KEY_PREVIOUS during a rotation. */
  ibanKey: IbanKeyring;
  /** Signed-in people with one of these e-mails are admins. */
  adminEmails: string[];
  /** The AdSense Management API, when its account and OAuth refresh token are configured. */
  adsense: AdsenseApiConfig | null;
  nightlyImport: boolean;
  /** The AdSense publisher (pub-…) whose reports are ours: a report line of another one is refused. */
  adsensePublisherId: string | null;
  /** The account the SEPA transfer file pays from; without it, no SEPA export. */
  sepaDebtor: { name: string; iban: string; bic: string } | null;
  /** The database tool admins open at /db-admin. */
  dbAdminUrl: string | null;
  /** The AdSense ad client of the pages' ad slots; without it, house ads. */
  adClient: string | null;
  /** Proxies whose X-Forwarded-For is believed; addresses never limited nor banned (fail2ban's ignoreip). */
  /** maxAddresses: the client addresses the rate limiter keeps in memory, least recently seen forgotten first. */
  security: { trustProxy: string; ignoreIps: string; maxAddresses: number };
  /** Attributed events per hour from one address / network beyond which a partner's traffic is a burst. */
  fraudBurst: { perAddress: number; perNetwork: number };
  logLevel: string;
  google: { clientId?: string; clientSecret?: string; searchEngineId?: string; issuer: string };
  /** Without Google credentials, sign-in goes through the built-in OpenID provider. */
  builtinSignIn: boolean;
  features: { searchHistory: boolean; safeSearch: boolean };
  search: {
    /** Tried in order: the next one answers when one fails. */
    providers: SearchProviderName[];
    suggestProvider: SuggestProviderName;
    /** Distinct visitors (sessions from distinct networks) a past query needs in 30 days to be suggested. */
    suggestMinVisitors: number;
    timeoutMs: number;
    cacheTtlMs: number;
    searxngUrl?: string;
    braveApiKey?: string;
    googleApiKey?: string;
  };
  /** Where the knowledge card comes from; by default SearXNG's infoboxes behind SearXNG, else the local data. */
  knowledge: { source: KnowledgeSourceName; googleApiKey?: string; googleApiUrl: string };
  /** Wikimedia's keyless APIs (the `wikipedia` provider, suggestions and card) and the contact their User-Agent gives. */
  wikimedia: { wikipediaApiUrl: string; commonsApiUrl: string; contact: string };
  redisUrl?: string;
  /** Put before every Redis key and channel, so two installs can share one Redis. */
  redisKeyPrefix: string;
  /** PostgreSQL connections this process may hold. */
  databasePoolSize: number;
  /** Days raw events are kept before pruning; their per-day counts are kept for good. */
  eventsRetentionDays: number;
  /** Who may read /metrics: a bearer token, or these addresses (`loopback`, addresses, CIDR ranges). */
  metrics: { token?: string; allowedIps: string };
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
    if (!vars.IBAN_ENCRYPTION_KEY)
      throw new ConfigError(
        'Configuration invalide: IBAN_ENCRYPTION_KEY est obligatoire en production (32 octets en base64, par exemple `openssl rand -base64 32`) : une clé générée dans le dossier de données se perd avec lui, et les IBAN enregistrés ne se lisent plus',
      );
  }

  const chain = vars.SEARCH_PROVIDER ?? defaultSearchChain(vars);
  const missing = missingProviderSetting(vars, chain);
  if (missing) throw new ConfigError(`Configuration invalide: ${missing}`);

  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  const sessionSecret = vars.SESSION_SECRET ?? readOrCreateSecret(resolve(dataDir, 'session-secret'));

  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    publicUrl,
    publicUrlSet: vars.PUBLIC_URL !== undefined,
    secureCookies: vars.NODE_ENV === 'production' || publicUrl.startsWith('https:'),
    dataDir,
    webRoot: vars.WEB_ROOT ? resolve(vars.WEB_ROOT) : undefined,
    database: vars.DATABASE_URL
      ? {
          dialect: 'postgres',
          url: vars.DATABASE_URL,
          schema: vars.DATABASE_SCHEMA,
          poolSize: vars.DATABASE_POOL_SIZE,
        }
      : { dialect: 'sqlite', file: resolve(dataDir, 'portail.sqlite') },
    sessionSecret,
    ibanKey: ibanKeyring(
      Buffer.from(
        vars.IBAN_ENCRYPTION_KEY ?? readOrCreateSecret(resolve(dataDir, 'iban-key'), 32),
        'base64url',
      ),
      vars.IBAN_ENCRYPTION_KEY_PREVIOUS
        ? Buffer.from(vars.IBAN_ENCRYPTION_KEY_PREVIOUS, 'base64url')
        : undefined,
    ),
    sessionSecretGenerated: !vars.SESSION_SECRET,
    logLevel: vars.LOG_LEVEL,
    google: {
      clientId: vars.GOOGLE_CLIENT_ID,
      clientSecret: vars.GOOGLE_CLIENT_SECRET,
      issuer: vars.GOOGLE_ISSUER_URL,
      searchEngineId: vars.GOOGLE_CSE_ID,
    },
    builtinSignIn,
    adminEmails: vars.ADMIN_EMAILS,
    adsense:
      vars.ADSENSE_ACCOUNT_ID &&
      vars.ADSENSE_OAUTH_CLIENT_ID &&
      vars.ADSENSE_OAUTH_CLIENT_SECRET &&
      vars.ADSENSE_REFRESH_TOKEN
        ? {
            accountId: vars.ADSENSE_ACCOUNT_ID,
            clientId: vars.ADSENSE_OAUTH_CLIENT_ID,
            clientSecret: vars.ADSENSE_OAUTH_CLIENT_SECRET,
            refreshToken: vars.ADSENSE_REFRESH_TOKEN,
            apiUrl: vars.ADSENSE_API_URL.replace(/\/$/, ''),
            tokenUrl: vars.GOOGLE_TOKEN_URL,
          }
        : null,
    nightlyImport: vars.ADSENSE_NIGHTLY_IMPORT,
    adsensePublisherId: vars.ADSENSE_ACCOUNT_ID ?? vars.ADSENSE_CLIENT_ID?.replace(/^ca-/, '') ?? null,
    sepaDebtor:
      vars.SEPA_DEBTOR_NAME && vars.SEPA_DEBTOR_IBAN && vars.SEPA_DEBTOR_BIC
        ? {
            name: vars.SEPA_DEBTOR_NAME,
            iban: vars.SEPA_DEBTOR_IBAN.replace(/\s+/g, '').toUpperCase(),
            bic: vars.SEPA_DEBTOR_BIC,
          }
        : null,
    dbAdminUrl: vars.DB_ADMIN_URL ?? null,
    adClient: vars.ADSENSE_CLIENT_ID ?? null,
    security: {
      trustProxy: vars.TRUST_PROXY,
      ignoreIps: vars.SECURITY_IGNORE_IPS,
      maxAddresses: vars.RATE_LIMIT_MAX_ADDRESSES,
    },
    fraudBurst: { perAddress: vars.FRAUD_BURST_PER_ADDRESS, perNetwork: vars.FRAUD_BURST_PER_NETWORK },
    features: { searchHistory: vars.FEATURE_SEARCH_HISTORY, safeSearch: vars.FEATURE_SAFE_SEARCH },
    search: {
      providers: chain,
      suggestProvider: vars.SUGGEST_PROVIDER,
      suggestMinVisitors: vars.SUGGEST_MIN_VISITORS,
      timeoutMs: vars.SEARCH_TIMEOUT_MS,
      cacheTtlMs: vars.SEARCH_CACHE_TTL_S * 1000,
      searxngUrl: vars.SEARXNG_URL?.replace(/\/$/, ''),
      braveApiKey: vars.BRAVE_API_KEY,
      googleApiKey: vars.GOOGLE_API_KEY,
    },
    knowledge: {
      source: vars.KNOWLEDGE_SOURCE ?? defaultKnowledgeSource(chain),
      // One Google Cloud key may serve both APIs: the Knowledge Graph's own key wins when given.
      googleApiKey: vars.GOOGLE_KG_API_KEY ?? vars.GOOGLE_API_KEY,
      googleApiUrl: vars.KNOWLEDGE_GRAPH_API_URL,
    },
    wikimedia: {
      wikipediaApiUrl: vars.WIKIPEDIA_API_URL,
      commonsApiUrl: vars.COMMONS_API_URL,
      contact: vars.WIKIMEDIA_CONTACT ?? publicUrl,
    },
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX ?? defaultRedisKeyPrefix(vars),
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    eventsRetentionDays: vars.EVENTS_RETENTION_DAYS,
    metrics: { token: vars.METRICS_TOKEN, allowedIps: vars.METRICS_ALLOWED_IPS },
  };
}

/** One prefix per database (and schema): two installs on one Redis never read each other's keys. */
export function defaultRedisKeyPrefix(vars: { DATABASE_URL?: string; DATABASE_SCHEMA: string }): string {
  if (!vars.DATABASE_URL) return 'portail:';
  const name = new URL(vars.DATABASE_URL).pathname.replace(/^\//, '') || 'postgres';
  const schema = vars.DATABASE_SCHEMA === 'public' ? '' : `.${vars.DATABASE_SCHEMA}`;
  return `portail:${name.replace(/[^A-Za-z0-9_.-]/g, '_')}${schema}:`;
}

/**
 * SEARCH_PROVIDER unset: the local index blended with Wikipedia, behind Google when it is configured –
 * its element (GOOGLE_CSE_ID alone) or its JSON API (with GOOGLE_API_KEY too).
 */
export function defaultSearchChain(vars: {
  GOOGLE_CSE_ID?: string;
  GOOGLE_API_KEY?: string;
}): SearchProviderName[] {
  if (vars.GOOGLE_CSE_ID && vars.GOOGLE_API_KEY) return ['google', 'local', 'wikipedia'];
  if (vars.GOOGLE_CSE_ID) return ['google-element', 'wikipedia'];
  return ['local', 'wikipedia'];
}

/** SearXNG's infoboxes behind SearXNG, Wikipedia's summaries (after the local places) when the chain has it. */
function defaultKnowledgeSource(chain: SearchProviderName[]): KnowledgeSourceName {
  if (chain[0] === 'searxng') return 'searxng';
  return chain.includes('wikipedia') ? 'wikipedia' : 'local';
}

/** A provider named without what it needs to run, said as the variable to set. */
function missingProviderSetting(
  vars: z.infer<typeof envSchema>,
  chain: SearchProviderName[],
): string | undefined {
  const wants = new Set<string>([...chain, vars.SUGGEST_PROVIDER]);
  if (wants.has('searxng') && !vars.SEARXNG_URL)
    return 'SEARXNG_URL est obligatoire avec le fournisseur searxng';
  if (wants.has('brave') && !vars.BRAVE_API_KEY)
    return 'BRAVE_API_KEY est obligatoire avec le fournisseur brave';
  if (wants.has('google') && !(vars.GOOGLE_API_KEY && vars.GOOGLE_CSE_ID))
    return 'GOOGLE_API_KEY et GOOGLE_CSE_ID sont obligatoires avec le fournisseur google';
  if (wants.has('google-element') && !vars.GOOGLE_CSE_ID)
    return 'GOOGLE_CSE_ID est obligatoire avec le fournisseur google-element';
  if (vars.KNOWLEDGE_SOURCE === 'searxng' && !vars.SEARXNG_URL)
    return 'SEARXNG_URL est obligatoire avec la source de fiches searxng';
  if (vars.KNOWLEDGE_SOURCE === 'google' && !(vars.GOOGLE_KG_API_KEY ?? vars.GOOGLE_API_KEY))
    return 'GOOGLE_KG_API_KEY (ou GOOGLE_API_KEY) est obligatoire avec la source de fiches google';
  return undefined;
}

/** A secret generated once and kept, so sessions survive a restart. */
function readOrCreateSecret(file: string, bytes = 48): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
