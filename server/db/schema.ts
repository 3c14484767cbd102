// Table types of the database; each issue adds its tables here beside its migration.
import type { Generated } from 'kysely';

/** Timestamps travel as ISO-8601 strings in UTC on both dialects. */
export type Timestamp = string;

export interface MetaTable {
  key: string;
  value: string;
  updated_at: Generated<Timestamp>;
}

export interface Database {
  meta: MetaTable;
}
