// Keyset pages on Kysely, for both dialects: the rows after the last one read, in a stable order (the last
// sort key is unique, the id), so that walking the pages never shows a row twice nor skips one.
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { PAGE_COUNT_CAP, PAGINATION_MESSAGES, type SortOrder } from '../../../common/pagination';
import { AppError } from '../http/errors';
import type { Db } from './database';

/** One sort key: an expression of the row (never null) and its direction; the last one is unique. */
export type SortKey = { expr: RawBuilder<unknown>; order: SortOrder };

/** `total` is exact when `totalExact`; otherwise at least `PAGE_COUNT_CAP` rows match (never counted further). */
export type Page<T> = { items: T[]; total: number; totalExact: boolean; nextCursor: string | null };

export type PageRequest = {
  keys: SortKey[];
  limit: number;
  cursor?: string | undefined;
  /** The sort the cursor belongs to: a cursor read under another sort is refused, not misread. */
  tag: string;
  /** Rows as many as the list's, cheaper to count (a grouped list's groups without their sums). */
  counted?: SelectQueryBuilder<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

type Cursor = { t: string; v: (string | number)[] };

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(text: string, tag: string, keys: number): (string | number)[] {
  const refuse = () => new AppError(400, PAGINATION_MESSAGES.cursor, 'cursor');
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const { t, v } = (cursor ?? {}) as Partial<Cursor>;
  const valid =
    t === tag &&
    Array.isArray(v) &&
    v.length === keys &&
    v.every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)));
  if (!valid) throw refuse();
  return v;
}

/**
 * Rows strictly after `values` in the order of `keys`: one row comparison when every key runs the same way (an
 * index range on both databases), else (k1 > v1) or (k1 = v1 and k2 > v2) …
 */
function after(keys: SortKey[], values: (string | number)[]): RawBuilder<boolean> {
  if (keys.every((k) => k.order === keys[0]?.order)) {
    const row = sql.join(keys.map((k) => k.expr));
    const given = sql.join(values.map((v) => sql`${v}`));
    return keys[0]?.order === 'asc'
      ? sql<boolean>`(${row}) > (${given})`
      : sql<boolean>`(${row}) < (${given})`;
  }
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${k.expr} = ${values[j]}`);
    const beyond = key.order === 'asc' ? sql`${key.expr} > ${values[i]}` : sql`${key.expr} < ${values[i]}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql<boolean>`(${sql.join(branches, sql` or `)})`;
}

/**
 * How many rows `query` matches, counted up to the cap only: a page never pays for a count of the whole table.
 */
export async function cappedCount(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the helper adds raw SQL only
  query: SelectQueryBuilder<any, any, any>,
): Promise<{ total: number; totalExact: boolean }> {
  const counted = await sql<{ n: number | string }>`select count(*) as n from (${query.limit(
    PAGE_COUNT_CAP + 1,
  )}) as listed`.execute(db);
  const n = Number(counted.rows[0]?.n ?? 0);
  return n > PAGE_COUNT_CAP ? { total: PAGE_COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}

/**
 * A page of `query` (its joins, filters and selected columns, no order): `limit` rows after the cursor, how
 * many rows match (up to the cap), and the cursor of the next page (null on the last one).
 */
export async function keysetPage<O extends object>(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the helper adds raw SQL only
  query: SelectQueryBuilder<any, any, O>,
  { keys, limit, cursor, tag, counted: countedQuery }: PageRequest,
): Promise<Page<O>> {
  let paged = query.select(keys.map((k, i) => k.expr.as(`_k${i}`)));
  if (cursor) paged = paged.where(after(keys, decode(cursor, tag, keys.length)));
  for (const key of keys) paged = paged.orderBy(key.expr, key.order);
  // The count and the page asked at once: a page waits for the slower of the two, not for their sum.
  const [counted, read] = await Promise.all([
    cappedCount(db, countedQuery ?? query),
    paged.limit(limit + 1).execute(),
  ]);
  const rows = read as (O & Record<string, unknown>)[];
  const items = rows.slice(0, limit).map((row) => {
    const item: Record<string, unknown> = { ...row };
    keys.forEach((_, i) => delete item[`_k${i}`]);
    return item as O;
  });
  const last = rows[limit - 1];
  const nextCursor =
    rows.length > limit && last
      ? encode({ t: tag, v: keys.map((_, i) => last[`_k${i}`] as string | number) })
      : null;
  return { items, ...counted, nextCursor };
}

/**
 * The keys of the sort asked (written in its default order) and its tag; asked the other way, each direction
 * turns over, the id's included, so the order stays total.
 */
export function sortOf<S extends string>(
  sorts: Record<S, SortKey[]>,
  defaults: Record<S, SortOrder>,
  sort: S,
  order: SortOrder | undefined,
): { keys: SortKey[]; tag: string } {
  const asked = order ?? defaults[sort];
  const keys =
    asked === defaults[sort]
      ? sorts[sort]
      : sorts[sort].map((k): SortKey => ({ expr: k.expr, order: k.order === 'asc' ? 'desc' : 'asc' }));
  return { keys, tag: `${sort}:${asked}` };
}

const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `text` anywhere in one of the columns, case aside; `%` and `_` typed by the admin are plain characters. */
export function containsText(columns: RawBuilder<unknown>[], text: string): RawBuilder<boolean> {
  const pattern = `%${likeEscaped(text)}%`;
  const tests = columns.map((c) => sql`lower(${c}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** The column begins with `text`, case aside (an address and its network: `2001:db8:`). */
export function startsWithText(column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${`${likeEscaped(text)}%`} escape '\\'`;
}
