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

export interface Database {
  meta: MetaTable;
  search_pages: SearchPageTable;
  suggest_terms: SuggestTermTable;
  site_events: SiteEventTable;
  daily_event_counts: DailyEventCountTable;
}
