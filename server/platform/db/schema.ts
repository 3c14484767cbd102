// Table types of the database; each issue adds its tables here beside its migration.
import type { Generated } from 'kysely';

/** Timestamps travel as ISO-8601 strings in UTC on both dialects. */
export type Timestamp = string;

export interface MetaTable {
  key: string;
  value: string;
  updated_at: Generated<Timestamp>;
}

export interface SearchPageTable {
  id: Generated<number>;
  url: string;
  title: string;
  body: string;
  /** Folded copies (see common/text.ts) that the full-text index reads. */
  title_folded: string;
  body_folded: string;
  lang: Generated<string>;
  image_url: string | null;
  /** 1 when safe search must hide the page. */
  adult: Generated<number>;
  /** Where the page comes from: a shipped data set or `import`. */
  source: string;
  /** Added to the text rank, so that Lyon comes before a hamlet of the same name. */
  boost: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface SuggestTermTable {
  /** The folded label: suggestions are looked up by prefix of it. */
  term: string;
  label: string;
  weight: Generated<number>;
  searches: Generated<number>;
  from_dataset: Generated<number>;
  adult: Generated<number>;
  /** ISO time a past query reached enough distinct visitors; null while it has not (or no longer has). */
  public_since: string | null;
  /** 1 when an admin blocked the query: never suggested, its searches no longer recorded. */
  blocked: Generated<number>;
  /** Day a past query was last searched: unused for 90 days, it goes. */
  last_searched: string | null;
}

/** Who searched a past query: keyed hashes (per query) of the visitor and its network, and the last day. */
export interface SuggestSearchTable {
  term: string;
  visitor: string;
  network: string;
  day: string;
}

export interface SiteEventTable {
  id: Generated<number>;
  type: 'page_view' | 'ad_filled';
  path: string;
  slot: string | null;
  force_admin: Generated<number>;
  /** The partner code the visitor came with (pa_ref), if any. */
  referral_code: string | null;
  /** Paris day, YYYY-MM-DD. */
  day: string;
  created_at: Generated<Timestamp>;
}

export interface DailyEventCountTable {
  day: string;
  type: string;
  count: number;
}

export interface UserTable {
  id: Generated<number>;
  /** The OpenID issuer and its subject: one person of one provider. */
  issuer: string;
  subject: string;
  email: string;
  name: string;
  given_name: string | null;
  family_name: string | null;
  picture: string | null;
  is_admin: Generated<number>;
  /** 1 when the sign-in provider said `email_verified` at the last sign-in (ADMIN_EMAILS needs it). */
  email_verified: Generated<number>;
  safesearch_enabled: Generated<number>;
  history_enabled: Generated<number>;
  /** The other search settings, as a guest's cookie holds them (`safe=moderate&n=20`); null: the defaults. */
  settings: string | null;
  created_at: Generated<Timestamp>;
  last_login_at: Generated<Timestamp>;
}

export interface SessionTable {
  /** SHA-256 of the cookie's secret, base64url. */
  token_hash: string;
  /** The spec's 9-character sessionID the client sends with its history calls. */
  public_id: string;
  csrf_token: string;
  active_user_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

export interface SessionAccountTable {
  token_hash: string;
  user_id: number;
  added_at: Generated<Timestamp>;
  /** The account's last sign-in in this session (null: before these times were kept). */
  signed_in_at: Timestamp | null;
}

export interface SearchHistoryTable {
  user_id: number;
  query: string;
  searched_at: Timestamp;
}

export interface PartnerTable {
  id: Generated<number>;
  user_id: number | null;
  code: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  contact_phone: string | null;
  email: string;
  status: Generated<string>;
  revenue_share_percent: number;
  payout_threshold_cents: number;
  /** Paris day YYYY-MM-DD. */
  trial_until: string | null;
  /** JSON {"slots": [...]}: the ad slots the partner's visitors may see. */
  adsense_channel_pattern: string | null;
  adsense_custom_channel_id: string | null;
  created_at: Generated<Timestamp>;
  /** Set when a partner with money history is archived instead of deleted. */
  archived_at: Timestamp | null;
}

export interface PartnerDailyStatTable {
  partner_id: number;
  stat_date: string;
  page_views: Generated<number>;
  searches: Generated<number>;
  ad_filled_impressions: Generated<number>;
}

/** A partner's day per sub-ID: places 1 to 5 name a sub-ID, place 0 (sub_id '') adds up the others. */
export interface PartnerSubIdStatTable {
  partner_id: number;
  stat_date: string;
  sub_id: string;
  place: number;
  page_views: Generated<number>;
  searches: Generated<number>;
  ad_filled_impressions: Generated<number>;
}

export interface PayoutRequestTable {
  id: Generated<number>;
  partner_id: number;
  period_start: string;
  period_end: string;
  gross_earnings_cents: number;
  partner_share_percent: number;
  partner_amount_cents: number;
  status: Generated<string>;
  /** `claim` (the partner asked), `auto` (the monthly payout) or `legacy` (before the ledger). */
  source: Generated<string>;
  /** Paris day by which the transfer is promised. */
  due_on: string;
  /** What the payout will be paid to, as it was at the claim (AES-256-GCM like the payment info). */
  iban_encrypted: string | null;
  holder_name: string | null;
  iban_masked: string | null;
  rejection_reason: string | null;
  transfer_reference: string | null;
  batch_id: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** What a payout pays of shares (adjustments included) and of launch bonus, read from the ledger at its claim. */
export interface PayoutMakeupTable {
  payout_id: number;
  share_cents: number;
  bonus_cents: number;
}

export interface PartnerLedgerTable {
  id: Generated<number>;
  partner_id: number;
  kind: string;
  day: string;
  channel_id: string | null;
  gross_cents: number | null;
  share_percent: number | null;
  rule: string | null;
  amount_cents: number;
  payout_id: number | null;
  created_at: Generated<Timestamp>;
}

/** A partner's month of the ledger, summed as entries are added (a trigger keeps it). */
export interface PartnerLedgerMonthTable {
  partner_id: number;
  /** YYYY-MM of the entries' days. */
  month: string;
  gross_cents: number;
  share_cents: number;
  bonus_cents: number;
  /** Payouts and their reversals. */
  moved_cents: number;
}

export interface ChannelHoldingTable {
  id: Generated<number>;
  channel_id: string;
  partner_id: number;
  from_day: string;
  /** First day no longer held; null while held. */
  to_day: string | null;
}

export interface PayoutBatchTable {
  id: Generated<number>;
  created_by: number | null;
  message_id: string;
  total_cents: number;
  payout_count: number;
  transfer_reference: string | null;
  paid_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface PartnerPaymentInfoTable {
  partner_id: number;
  /** AES-256-GCM: k<key id>.iv.tag.ciphertext, base64url (partners/ibanCipher.ts; older texts lack the key id). */
  iban_encrypted: string;
  holder_name: string;
  updated_at: Generated<Timestamp>;
}

export interface AdChannelTable {
  id: Generated<number>;
  channel_id: string;
  label: string | null;
  used_by_partner_id: number | null;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface AdminAuditTable {
  id: Generated<number>;
  admin_user_id: number | null;
  action: string;
  target: string;
  detail: string | null;
  at: Generated<Timestamp>;
}

export interface RevenueReportRowTable {
  day: string;
  channel_id: string;
  earnings_cents: number;
  uploaded_at: Generated<Timestamp>;
}

export interface JobRunTable {
  job: string;
  day: string;
  status: string;
  detail: string | null;
  at: Generated<Timestamp>;
}

/** A long task run out of requests by one runner (its lease), with its progress and its outcome. */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  once_key: string | null;
  status: Generated<string>;
  done: Generated<number>;
  total: number | null;
  checkpoint: string | null;
  result: string | null;
  error: string | null;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  runner: string | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** The file a job produced, sealed with the IBAN key until the admin downloads it. */
export interface JobFileTable {
  job_id: number;
  name: string;
  media_type: string;
  content: string;
  created_at: Generated<Timestamp>;
}

/** A record of the built-in OpenID provider (its model: Interaction, Session, Grant…), JSON in `payload`. */
export interface OidcRecordTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface SecurityEventTable {
  id: Generated<number>;
  at: Timestamp;
  /** The client key: an IPv4 address or an IPv6 /64. */
  ip: string;
  path: string;
  status: number;
  jail: string;
}

export interface BanTable {
  id: Generated<number>;
  ip: string;
  jail: string;
  banned_at: Timestamp;
  expires_at: Timestamp;
  lifted_by: number | null;
  /** The ban's rank among the address's bans in the jail (1, 2…); (ip, jail, seq) is unique. */
  seq: number;
}

/** Failures logged in a UTC hour (its start) and a jail, kept by a trigger on security_events. */
export interface SecurityEventHourTable {
  hour: Timestamp;
  jail: string;
  events: number;
}

/** An address's failures of a Paris day and the day before (every jail), kept by a trigger on security_events. */
export interface SecurityAddressDayTable {
  day: string;
  ip: string;
  failures: number;
}

/** A partner's flagged events of the FRAUD_SIGNAL_DAYS Paris days ending on `day`, kept by a trigger. */
export interface PartnerFraudWindowTable {
  partner_id: number;
  day: string;
  flagged_events: number;
  last_at: Timestamp;
}

export interface PartnerFraudSignalTable {
  partner_id: number;
  /** Paris day YYYY-MM-DD. */
  day: string;
  /** `address` (one client key) or `network` (its IPv4 /24 or IPv6 /48). */
  scope: string;
  source: string;
  flagged_events: number;
  first_at: Timestamp;
  last_at: Timestamp;
}

/** A partner's IBAN replaced (or first saved): no transfer to it before `usable_from`. */
export interface IbanChangeTable {
  id: Generated<number>;
  partner_id: number;
  iban_last4: string;
  changed_at: Generated<Timestamp>;
  usable_from: Timestamp;
  /** The partner said « Ce n'était pas moi » through the message's link. */
  disowned_at: Timestamp | null;
}

/** A partner's payouts frozen until an admin looks and lifts it. */
export interface PayoutFreezeTable {
  id: Generated<number>;
  partner_id: number;
  iban_change_id: number | null;
  frozen_at: Generated<Timestamp>;
  lifted_at: Timestamp | null;
  lifted_by: number | null;
}

export interface Database {
  meta: MetaTable;
  search_pages: SearchPageTable;
  suggest_terms: SuggestTermTable;
  suggest_searches: SuggestSearchTable;
  site_events: SiteEventTable;
  daily_event_counts: DailyEventCountTable;
  users: UserTable;
  sessions: SessionTable;
  session_accounts: SessionAccountTable;
  search_history: SearchHistoryTable;
  partners: PartnerTable;
  partner_daily_stats: PartnerDailyStatTable;
  payout_requests: PayoutRequestTable;
  partner_payment_info: PartnerPaymentInfoTable;
  ad_channels: AdChannelTable;
  settings: SettingTable;
  admin_audit: AdminAuditTable;
  revenue_report_rows: RevenueReportRowTable;
  job_runs: JobRunTable;
  jobs: JobTable;
  job_files: JobFileTable;
  security_events: SecurityEventTable;
  bans: BanTable;
  partner_fraud_signals: PartnerFraudSignalTable;
  security_event_hours: SecurityEventHourTable;
  security_address_days: SecurityAddressDayTable;
  partner_fraud_windows: PartnerFraudWindowTable;
  payout_makeups: PayoutMakeupTable;
  partner_ledger: PartnerLedgerTable;
  partner_ledger_months: PartnerLedgerMonthTable;
  channel_holdings: ChannelHoldingTable;
  payout_batches: PayoutBatchTable;
  iban_changes: IbanChangeTable;
  payout_freezes: PayoutFreezeTable;
  oidc_records: OidcRecordTable;
  site_event_days: SiteEventDayTable;
  site_event_rollups: SiteEventRollupTable;
  partner_sub_id_stats: PartnerSubIdStatTable;
  outbox: OutboxTable;
  mail_opt_outs: MailOptOutTable;
  partner_legal_details: PartnerLegalDetailsTable;
  document_counters: DocumentCounterTable;
  payout_documents: PayoutDocumentTable;
}

/** Page events of a Paris day counted by what the dashboards group by ('' for no slot or partner code). */
export interface SiteEventDayTable {
  day: string;
  type: string;
  slot: string;
  force_admin: number;
  referral_code: string;
  count: number | string;
}

/** A day whose raw events are counted in site_event_days (and may be pruned). */
export interface SiteEventRollupTable {
  day: string;
  events: number | string;
  rolled_at: Generated<Timestamp>;
}

/** A message waiting to be sent, being sent, or done: written in the transaction of its cause. */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  cause_key: string;
  recipient: string;
  data: string;
  attachments: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Timestamp>;
  locked_until: Timestamp | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  eml_file: string | null;
  created_at: Generated<Timestamp>;
}

/** A message kind an address no longer wants (one-click unsubscribe or the partner's profile). */
export interface MailOptOutTable {
  address: string;
  kind: string;
  created_at: Generated<Timestamp>;
}

/** A partner's legal details: with them, a paid payout's document is a self-billing invoice in their name. */
export interface PartnerLegalDetailsTable {
  partner_id: number;
  legal_name: string;
  address: string;
  postal_code: string;
  city: string;
  /** SIREN (9 digits) or SIRET (14 digits). */
  registration_number: string;
  /** `liable` (with vat_number) or `exempt` (art. 293 B du CGI). */
  vat_regime: string;
  vat_number: string | null;
  updated_at: Generated<Timestamp>;
}

/** A gapless sequence: its row is taken in the transaction that assigns the next number. */
export interface DocumentCounterTable {
  name: string;
  last_number: number;
}

/** A paid payout's document, issued once: its number and the snapshot it is drawn from (JSON). */
export interface PayoutDocumentTable {
  payout_id: number;
  number: number;
  kind: string;
  issued_at: Generated<Timestamp>;
  snapshot: string;
}
