// Every business constant of the two spec documents (section 9 of each), stated once.

export const HISTORY_MAX_ITEMS = 15;
export const SESSION_ID_LENGTH = 9;
export const QUERY_MAX_LENGTH = 500;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const RATE_LIMITS = {
  windowMs: 15 * MINUTE_MS,
  general: 3000,
  api: 2000,
  auth: 100,
  searchHistory: 60,
} as const;

export const KNOWLEDGE_GRAPH = {
  limit: 10,
  minScore: 500,
  personMinScore: 100,
} as const;

export const SESSION_MAX_AGE_MS = 720 * HOUR_MS;
export const SESSION_CLEANUP_INTERVAL_MS = 15 * MINUTE_MS;

/** Client retries: up to 2 more tries, waiting 1 s × the attempt number. */
export const API_RETRY = { maxRetries: 2, delayMs: 1000 } as const;

export const REFERRAL_COOKIE = {
  name: 'pa_ref',
  maxAgeMs: 90 * DAY_MS,
  sameSite: 'lax',
} as const;

/** In euros, as the spec states it; money itself travels in cents (`eurosToCents`). */
export const DEFAULT_PAYOUT_THRESHOLD_EUROS = 70;
export const MARKETING_PAYOUT_THRESHOLD_EUROS = 80;
export const MARKETING_LAUNCH_BONUS_EUROS = 10;
export const REVENUE_SHARE_PERCENT = { min: 0, max: 100 } as const;

export const DUPLICATE_SEARCH_WINDOW_MS = 300;

export const SECURITY_DASHBOARD_REFRESH_MS = 30_000;
export const ADMIN_BADGE_REFRESH_MS = 60_000;
export const RECENT_LOGS_SHOWN = 20;
/** The admin badge adds 1 above each of these. */
export const ADMIN_BADGE_THRESHOLDS = { failedAttemptsLastHour: 10, rateLimitHits: 20 } as const;
/** Suspicion level of an IP by count: over 50 critique, over 20 élevé, else modéré. */
export const SUSPICION_THRESHOLDS = { critique: 50, eleve: 20 } as const;
/** Banner colour by ban count: 0, under 5, under 20, more. */
export const BAN_BANNER_STEPS = { low: 5, high: 20 } as const;

export const HISTORY_RELOAD_RETRY = { delayMs: 2000, maxTries: 3 } as const;

export const SUGGESTIONS = { fromService: 4, shownMax: 5, fromHistory: 2 } as const;

export const VOICE = {
  waitingMs: 300,
  unsupportedResetMs: 3000,
  firefoxTimeoutMs: 5000,
} as const;

export const AD_SLOT = {
  visibleRatio: 0.5,
  visibleMs: 1000,
  unfilledCheckMs: 2000,
  minWidth: 400,
  maxWidth: 970,
  height: 220,
  alwaysPresentSlot: 'cse_search',
} as const;

export const NIGHTLY_IMPORT = { hour: 0, minute: 30 } as const;
export const PARIS_TIME_ZONE = 'Europe/Paris';

export const DASHBOARD_PRESETS = ['today', 'last7Days', 'last30Days', 'week', 'month', 'lastMonth'] as const;

/** The spec's countries, with the languages (ISO 639-1) of the pages each keeps. */
export const LANGUAGE_FILTER_COUNTRIES = [
  { code: 'fr', label: 'France', languages: ['fr'] },
  { code: 'us', label: 'États-Unis', languages: ['en'] },
  { code: 'uk', label: 'Royaume-Uni', languages: ['en'] },
  { code: 'de', label: 'Allemagne', languages: ['de'] },
  { code: 'es', label: 'Espagne', languages: ['es'] },
  { code: 'it', label: 'Italie', languages: ['it'] },
  { code: 'ca', label: 'Canada', languages: ['fr', 'en'] },
] as const;
/** `auto` follows the browser, `all` filters nothing, else a country code. */
export const LANGUAGE_FILTER_SPECIAL = ['auto', 'all'] as const;

// Partner programme (document 2, section 9).
export const IBAN_LENGTH = { min: 15, max: 34 } as const;
export const HOLDER_LENGTH = { min: 2, max: 80 } as const;
export const COMPANY_MAX_LENGTH = 120;
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
export const LIFETIME_STATS_START = '2000-01-01';
export const PORTAL_MENU_WIDTH_PX = 260;
export const MARKETING_CHART = { scaleEuros: 400, points: 13, maxEuros: 617.72 } as const;
export const MARKETING_EARNINGS_RANGE_EUROS = { min: 150, max: 400 } as const;
export const FIRST_PAYMENT_WITHIN_DAYS = 30;
/** Changing the IBAN asks for a sign-in at most this many minutes old. */
export const RECENT_SIGN_IN_MINUTES = 10;
/** A new IBAN receives no transfer for this many hours (IBAN_HOLD_HOURS); the first IBAN of a partner excepted. */
export const NEW_IBAN_HOLD_HOURS = 72;
/** The « Ce n'était pas moi » link of the IBAN changed message works for this many days. */
export const IBAN_NOT_ME_LINK_DAYS = 30;
export const INSTALL_MINUTES = 5;
export const PROFESSIONALS_CLAIMED = 200;
export const PARTNER_NAME_FALLBACK = 'Partenaire';

/** A partner code as it may appear in `?ref=` and the pa_ref cookie. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The spec's preference default (safesearch_enabled true): what every search gets when nobody may choose. */
export const SAFE_SEARCH_DEFAULT = 'active' as const;
/** `active` is strict, `moderate` filters explicit images and videos only, `off` nothing. */
export const SAFE_SEARCH_LEVELS = ['active', 'moderate', 'off'] as const;
export const SEARCH_TABS = ['web', 'images', 'news', 'videos'] as const;
/** The results a page may show, as the settings page offers them; the first is every provider's own page. */
export const RESULTS_PER_PAGE = [10, 20, 50] as const;

/** The share a new partner gets until an admin sets theirs (the spec leaves it open). */
export const DEFAULT_REVENUE_SHARE_PERCENT = 50;

/** The ad slots of the product's pages; an admin's whitelist setting may narrow them (cse_search always stays). */
export const AD_SLOTS = [
  { id: 'home', label: 'Accueil' },
  { id: 'cse_search', label: 'Page de résultats' },
] as const;

const SECURITY_MINUTE_MS = 60_000;
/** fail2ban's own defaults (5 failures in 10 minutes → 10 minutes), per jail; a repeat doubles the ban. */
export const SECURITY_JAILS = {
  auth: { findTimeMs: 10 * SECURITY_MINUTE_MS, maxRetry: 5, banTimeMs: 10 * SECURITY_MINUTE_MS },
  'nginx-admin': { findTimeMs: 10 * SECURITY_MINUTE_MS, maxRetry: 5, banTimeMs: 10 * SECURITY_MINUTE_MS },
  'rate-limit': { findTimeMs: 10 * SECURITY_MINUTE_MS, maxRetry: 5, banTimeMs: 10 * SECURITY_MINUTE_MS },
  probe: { findTimeMs: 10 * SECURITY_MINUTE_MS, maxRetry: 5, banTimeMs: 10 * SECURITY_MINUTE_MS },
} as const;
export type SecurityJail = keyof typeof SECURITY_JAILS;
export const BAN_MAX_MS = 7 * 24 * 60 * SECURITY_MINUTE_MS;
/** Security events older than this are pruned. */
export const SECURITY_LOG_RETENTION_MS = 30 * 24 * 60 * SECURITY_MINUTE_MS;

/** Attributed events a partner may get in an hour from one address or one network (IPv4 /24, IPv6 /48)
 * before the rest are flagged as a burst and not counted (FRAUD_BURST_PER_ADDRESS / _PER_NETWORK). */
export const FRAUD_BURST = { windowMs: 60 * SECURITY_MINUTE_MS, perAddress: 120, perNetwork: 600 } as const;
/** Days of partner fraud signals listed on the security page. */
export const FRAUD_SIGNAL_DAYS = 7;

/** A page sends its events in one beacon; more than this in one request is not a browser. */
export const MAX_EVENTS_PER_REQUEST = 50;

/** A knowledge card needs a query of at least this many letters (and not only stop words). */
export const KNOWLEDGE_MIN_QUERY_LENGTH = 2;

// Web app: the timers and derived figures its pages show or wait for, stated once for the pages
// and their browser tests.
/** On a phone, ready results wait at most this long for their knowledge card; a later card is not shown there. */
export const KNOWLEDGE_PHONE_WAIT_MS = 500;
/** A page's events leave in one batch this long after the first one (at once when the page is hidden). */
export const EVENT_BATCH_DELAY_MS = 5_000;
/** The pa_ref cookie's life in days, as the privacy and extension-setup pages say it. */
export const REFERRAL_COOKIE_DAYS = Math.round(REFERRAL_COOKIE.maxAgeMs / DAY_MS);

/** A past query becomes a public suggestion once this many distinct visitors searched it (distinct sessions from
 * distinct networks, IPv4 /24 or IPv6 /48) within the window (SUGGEST_MIN_VISITORS); admins review a week's new ones. */
export const POPULAR_QUERY = { minVisitors: 5, windowDays: 30, reviewDays: 7 } as const;
/** A past query nobody searched for this many days leaves the suggestion table. */
export const SUGGESTION_UNUSED_DAYS = 90;

/**
 * « Essayez avec » from the suggestion table: a query no public name or past query spells is offered the most
 * searched one a letter away (two from eight letters), among names at least this popular (a town of 10,000 people,
 * or 40 visitors), same first two letters; the table is read again every few minutes.
 */
export const POPULAR_SPELLING = {
  minScore: 40,
  minLength: 4,
  twoEditsLength: 8,
  refreshMs: 10 * 60_000,
} as const;

/** A JSON body nested deeper than this is refused before it is read: no body can exhaust a recursive walk. */
export const MAX_BODY_DEPTH = 32;
