// The configuration the code reads, made from the variables once checked. Its type is what configFrom returns,
// so a new setting is written here once, where the code will find it.
import { resolve } from 'node:path';
import type { IbanKeyring } from '../ibanKeyring';
import { defaultKnowledgeSource, type SearchProviderName } from './providers';
import type { Settings } from './schema';
import { usesBuiltinSignIn } from './settings/accounts';
import { legalIdentityOf } from './settings/legal';

/** What loadConfig works out beside the variables: the folder, the address, the chain, the secrets. */
export type Resolved = {
  dataDir: string;
  publicUrl: string;
  chain: SearchProviderName[];
  sessionSecret: string;
  ibanKey: IbanKeyring;
};

type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema: string; poolSize?: number };

export type Config = ReturnType<typeof configFrom>;
export type AdsenseApiConfig = NonNullable<Config['adsense']>;

export function configFrom(vars: Settings, resolved: Resolved) {
  return {
    ...platformConfig(vars, resolved),
    ...accountsConfig(vars, resolved),
    ...searchConfig(vars, resolved),
    ...programmeConfig(vars, resolved),
    ...securityConfig(vars),
    ...mailConfig(vars, resolved),
    retention: retentionConfig(vars),
  };
}

/** How long what grows every day is kept (money history has no setting: it is never pruned). */
function retentionConfig(vars: Settings) {
  return {
    /** Months whose counts stay per day; older months are rolled into one row each. */
    statsDailyMonths: vars.STATS_DAILY_MONTHS,
    fraudSignalsDays: vars.FRAUD_SIGNALS_RETENTION_DAYS,
    mailDays: vars.MAIL_RETENTION_DAYS,
    auditDays: vars.AUDIT_RETENTION_DAYS,
    jobRunsDays: vars.JOB_RUNS_RETENTION_DAYS,
  };
}

function platformConfig(vars: Settings, { dataDir, publicUrl }: Resolved) {
  const database: DatabaseConfig = vars.DATABASE_URL
    ? {
        dialect: 'postgres',
        url: vars.DATABASE_URL,
        schema: vars.DATABASE_SCHEMA,
        poolSize: vars.DATABASE_POOL_SIZE,
      }
    : { dialect: 'sqlite', file: resolve(dataDir, 'portail.sqlite') };
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    publicUrl,
    /** PUBLIC_URL was given: only then is it preferred to the address a request came to. */
    publicUrlSet: vars.PUBLIC_URL !== undefined,
    dataDir,
    /** Folder of the built web app, when not dist/web. */
    webRoot: vars.WEB_ROOT ? resolve(vars.WEB_ROOT) : undefined,
    database,
    logLevel: vars.LOG_LEVEL,
    redisUrl: vars.REDIS_URL,
    /** Put before every Redis key and channel, so two installs can share one Redis. */
    redisKeyPrefix: vars.REDIS_KEY_PREFIX ?? defaultRedisKeyPrefix(vars),
    /** PostgreSQL connections this process may hold. */
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    /** Days raw events are kept before pruning; their counts stay (per day, then per month). */
    eventsRetentionDays: vars.EVENTS_RETENTION_DAYS,
    /** The database tool admins open at /db-admin. */
    dbAdminUrl: vars.DB_ADMIN_URL ?? null,
    /** Where this version's source is published (the AGPL's offer to network users), shown on /licences. */
    sourceCodeUrl: vars.SOURCE_CODE_URL ?? null,
  };
}

function accountsConfig(vars: Settings, { publicUrl, sessionSecret }: Resolved) {
  return {
    sessionSecret,
    /** The secret being rotated out: still verifies the cookies it signed. */
    sessionSecretPrevious: vars.SESSION_SECRET_PREVIOUS ?? null,
    sessionSecretGenerated: !vars.SESSION_SECRET,
    /** Cookies carry `Secure` in production and whenever the product is served over https. */
    secureCookies: vars.NODE_ENV === 'production' || publicUrl.startsWith('https:'),
    google: {
      clientId: vars.GOOGLE_CLIENT_ID,
      clientSecret: vars.GOOGLE_CLIENT_SECRET,
      issuer: vars.GOOGLE_ISSUER_URL,
      searchEngineId: vars.GOOGLE_CSE_ID,
    },
    /** Without Google credentials, sign-in goes through the built-in OpenID provider. */
    builtinSignIn: usesBuiltinSignIn(vars),
    /** Signed-in people with one of these e-mails are admins. */
    adminEmails: vars.ADMIN_EMAILS,
  };
}

function searchConfig(vars: Settings, { chain, publicUrl }: Resolved) {
  return {
    features: { searchHistory: vars.FEATURE_SEARCH_HISTORY, safeSearch: vars.FEATURE_SAFE_SEARCH },
    search: {
      /** Tried in order: the next one answers when one fails. */
      providers: chain,
      suggestProvider: vars.SUGGEST_PROVIDER,
      /** Distinct visitors (sessions from distinct networks) a past query needs in 30 days to be suggested. */
      suggestMinVisitors: vars.SUGGEST_MIN_VISITORS,
      timeoutMs: vars.SEARCH_TIMEOUT_MS,
      cacheTtlMs: vars.SEARCH_CACHE_TTL_S * 1000,
      searxngUrl: vars.SEARXNG_URL?.replace(/\/$/, ''),
      braveApiKey: vars.BRAVE_API_KEY,
      googleApiKey: vars.GOOGLE_API_KEY,
    },
    /** Where the knowledge card comes from; by default SearXNG's infoboxes behind SearXNG, else the local data. */
    knowledge: {
      source: vars.KNOWLEDGE_SOURCE ?? defaultKnowledgeSource(chain),
      // One Google Cloud key may serve both APIs: the Knowledge Graph's own key wins when given.
      googleApiKey: vars.GOOGLE_KG_API_KEY ?? vars.GOOGLE_API_KEY,
      googleApiUrl: vars.KNOWLEDGE_GRAPH_API_URL,
    },
    /** Wikimedia's keyless APIs (the `wikipedia` provider, suggestions and card) and the contact their User-Agent gives. */
    wikimedia: {
      wikipediaApiUrl: vars.WIKIPEDIA_API_URL,
      commonsApiUrl: vars.COMMONS_API_URL,
      contact: vars.WIKIMEDIA_CONTACT ?? publicUrl,
    },
    /** The instant answers' deadline and the keyless sources the remote ones read. */
    answers: {
      timeoutMs: vars.ANSWERS_TIMEOUT_MS,
      ecbRatesUrl: vars.ECB_RATES_URL,
      openMeteoUrl: vars.OPEN_METEO_URL,
      geoApiUrl: vars.GEO_API_URL.replace(/\/$/, ''),
    },
  };
}

function programmeConfig(vars: Settings, { ibanKey }: Resolved) {
  return {
    /** AES-256 key of the IBANs at rest, carrying IBAN_ENCRYPTION_KEY_PREVIOUS during a rotation. */
    ibanKey,
    /** The AdSense Management API, when its account and OAuth refresh token are configured. */
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
    /** The AdSense publisher (pub-…) whose reports are ours: a report line of another one is refused. */
    adsensePublisherId: vars.ADSENSE_ACCOUNT_ID ?? vars.ADSENSE_CLIENT_ID?.replace(/^ca-/, '') ?? null,
    /** The AdSense ad client of the pages' ad slots; without it, house ads. */
    adClient: vars.ADSENSE_CLIENT_ID ?? null,
    /** The account the SEPA transfer file pays from; without it, no SEPA export. */
    sepaDebtor:
      vars.SEPA_DEBTOR_NAME && vars.SEPA_DEBTOR_IBAN && vars.SEPA_DEBTOR_BIC
        ? {
            name: vars.SEPA_DEBTOR_NAME,
            iban: vars.SEPA_DEBTOR_IBAN.replace(/\s+/g, '').toUpperCase(),
            bic: vars.SEPA_DEBTOR_BIC,
          }
        : null,
    /** Our legal identity, the client named on the partners' statements and self-billing invoices. */
    legalIdentity: legalIdentityOf(vars),
    /** Attributed events per hour from one address / network beyond which a partner's traffic is a burst. */
    fraudBurst: { perAddress: vars.FRAUD_BURST_PER_ADDRESS, perNetwork: vars.FRAUD_BURST_PER_NETWORK },
    /** Hours a partner's new IBAN waits before any transfer to it. */
    ibanHoldHours: vars.IBAN_HOLD_HOURS,
  };
}

function securityConfig(vars: Settings) {
  return {
    /**
     * trustProxy: proxies whose X-Forwarded-For is believed; ignoreIps: addresses never limited nor banned
     * (fail2ban's ignoreip); maxAddresses: the client addresses the rate limiter keeps in memory, least recently
     * seen forgotten first.
     */
    security: {
      trustProxy: vars.TRUST_PROXY,
      ignoreIps: vars.SECURITY_IGNORE_IPS,
      maxAddresses: vars.RATE_LIMIT_MAX_ADDRESSES,
    },
    /** Who may read /metrics: a bearer token, or these addresses (`loopback`, addresses, CIDR ranges). */
    metrics: { token: vars.METRICS_TOKEN, allowedIps: vars.METRICS_ALLOWED_IPS },
  };
}

function mailConfig(vars: Settings, { publicUrl, dataDir }: Resolved) {
  return {
    /** Who messages come from and what they say at their foot; without SMTP, .eml files in `emlDir`. */
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      emlDir: resolve(dataDir, 'mail'),
      from: vars.MAIL_FROM,
      replyTo: vars.MAIL_REPLY_TO ?? null,
      productName: vars.MAIL_PRODUCT_NAME,
      postalAddress: vars.MAIL_POSTAL_ADDRESS ?? null,
      /** Every link of a message is absolute to it. */
      publicUrl,
      adminTo: vars.MAIL_ADMIN_TO.length ? vars.MAIL_ADMIN_TO : vars.ADMIN_EMAILS,
      maxAttempts: vars.MAIL_MAX_ATTEMPTS,
      /** This process polls the outbox and sends. */
      sender: vars.MAIL_SENDER ?? vars.NODE_ENV !== 'test',
    },
  };
}

/** One prefix per database (and schema): two installs on one Redis never read each other's keys. */
export function defaultRedisKeyPrefix(vars: { DATABASE_URL?: string; DATABASE_SCHEMA: string }): string {
  if (!vars.DATABASE_URL) return 'portail:';
  const name = new URL(vars.DATABASE_URL).pathname.replace(/^\//, '') || 'postgres';
  const schema = vars.DATABASE_SCHEMA === 'public' ? '' : `.${vars.DATABASE_SCHEMA}`;
  return `portail:${name.replace(/[^A-Za-z0-9_.-]/g, '_')}${schema}:`;
}
