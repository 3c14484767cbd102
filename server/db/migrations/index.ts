// Every migration, in order. Named by date; never edited once landed.
import type { Migration } from 'kysely';
import * as meta from './2026-11-23-0001-meta';

export const migrations: Record<string, Migration> = {
  '2026-11-23-0001-meta': meta,
};
