// Kysely queries of the security log and the bans.
import { sql } from 'kysely';
import type { SecurityEventsPageQuery } from '../../common/pagination';
import type { DatabaseHandle } from '../platform/db/database';
import { keysetPage, sortOf, startsWithText, type Page } from '../platform/db/paginate';

/** The UTC hour of a time column, as `YYYY-MM-DDTHH` in both dialects. */
const hourOf = ({ dialect }: DatabaseHandle, column: string) =>
  dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
    : sql<string>`substr(${sql.ref(column)}, 1, 13)`;

export type SecurityEventRow = { ip: string; path: string; status: number; jail: string; at: string };
export type BanRow = { ip: string; jail: string; banned_at: string; expires_at: string };

export async function insertSecurityEvent({ db }: DatabaseHandle, event: SecurityEventRow): Promise<void> {
  await db.insertInto('security_events').values(event).execute();
}

/** Failures of an address in a jail since an instant, that instant included (a failure in the millisecond a ban was lifted counts). */
export async function countFailures({ db }: DatabaseHandle, ip: string, jail: string, since: string) {
  const row = await db
    .selectFrom('security_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('jail', '=', jail)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A stretch of the log in some jails: after `since`, before `until` (a part of one hour). */
export type LogSpan = { jails: string[]; since: string; until: string };

/**
 * The failures logged in each span, in one statement: each an index-only count along the log's (jail, at) index,
 * the part of an hour a window starts in (the whole hours after it are kept summed).
 */
export async function failuresInSpans({ db }: DatabaseHandle, spans: LogSpan[]): Promise<number[]> {
  const row = await db
    .selectNoFrom(
      spans.map(({ jails, since, until }, i) =>
        db
          .selectFrom('security_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('jail', 'in', jails)
          .where('at', '>', since)
          .where('at', '<', until)
          .$asScalar()
          .as(`s${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | string | null>;
  return spans.map((_, i) => Number(counts[`s${i}`] ?? 0));
}

/** The failures kept summed per hour (its start in ms) and jail, for the hours from `from` on. */
export async function failureHoursFrom(database: DatabaseHandle, from: string) {
  const hour = hourOf(database, 'hour');
  const rows = await database.db
    .selectFrom('security_event_hours')
    .select([hour.as('hour'), 'jail', 'events'])
    .where('hour', '>=', from)
    .execute();
  return rows.map((r) => ({
    hour: Date.parse(`${r.hour}:00:00.000Z`),
    jail: r.jail,
    events: Number(r.events),
  }));
}

export async function recentSecurityEvents({ db }: DatabaseHandle, limit: number) {
  return db
    .selectFrom('security_events')
    .select(['at', 'ip', 'path', 'status'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A page of the request log, newest first: by jail, address (its beginning) or status. */
export async function pageSecurityEvents(
  { db }: DatabaseHandle,
  query: SecurityEventsPageQuery,
): Promise<Page<SecurityEventRow & { id: number }>> {
  let rows = db.selectFrom('security_events').select(['id', 'at', 'ip', 'path', 'status', 'jail']);
  if (query.jail) rows = rows.where('jail', '=', query.jail);
  if (query.ip) rows = rows.where(startsWithText(sql.ref('ip'), query.ip));
  if (query.status) rows = rows.where('status', '=', query.status);
  // `at` is written by the app to the millisecond, so it comes back exactly as the cursor holds it.
  const keys = {
    at: [
      { expr: sql.ref('at'), order: 'desc' as const },
      { expr: sql.ref('id'), order: 'desc' as const },
    ],
  };
  const sort = sortOf(keys, { at: 'desc' }, query.sort, query.order);
  return keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor });
}

/** The addresses with the most logged failures (every jail) on a Paris day and the day before, from their kept sums. */
export async function mostFailingAddresses({ db }: DatabaseHandle, day: string, limit: number) {
  const rows = await db
    .selectFrom('security_address_days')
    .select(['ip', 'failures'])
    .where('day', '=', day)
    .orderBy('failures', 'desc')
    .orderBy('ip')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ip: r.ip, count: Number(r.failures) }));
}

/** Counts by hour (its start in ms): the dashboard's charts, counted by the database, not row by row in here. */
const byHour = (rows: { hour: string; n: number | string }[]) =>
  new Map(rows.map((r) => [Date.parse(`${r.hour}:00:00.000Z`), Number(r.n)]));

export async function activeBans({ db }: DatabaseHandle, now: string): Promise<BanRow[]> {
  return db
    .selectFrom('bans')
    .select(['ip', 'jail', 'banned_at', 'expires_at'])
    .where('expires_at', '>', now)
    .orderBy('banned_at', 'desc')
    .execute();
}

/** Bans since an instant (included). */
export async function countBansSince({ db }: DatabaseHandle, since: string): Promise<number> {
  const row = await db
    .selectFrom('bans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('banned_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Bans after an instant, by hour. */
export async function bansByHourSince(database: DatabaseHandle, since: string) {
  const hour = hourOf(database, 'banned_at');
  const rows = await database.db
    .selectFrom('bans')
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('banned_at', '>', since)
    .groupBy(hour)
    .execute();
  return byHour(rows);
}

/** The address's last ban in the jail (the one of highest rank), if any. */
export async function latestBan({ db }: DatabaseHandle, ip: string, jail: string) {
  return db
    .selectFrom('bans')
    .select(['seq', 'banned_at', 'expires_at'])
    .where('ip', '=', ip)
    .where('jail', '=', jail)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Distinct bans of an address in a jail since an instant that count for escalation: those after the last
 * one an admin lifted (an unban resets the escalation).
 */
export async function countEscalatingBans({ db }: DatabaseHandle, ip: string, jail: string, since: string) {
  const lifted = await db
    .selectFrom('bans')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('ip', '=', ip)
    .where('jail', '=', jail)
    .where('lifted_by', 'is not', null)
    .executeTakeFirst();
  const row = await db
    .selectFrom('bans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('jail', '=', jail)
    .where('banned_at', '>', since)
    .where('seq', '>', Number(lifted?.seq ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes the ban of this rank unless it is there already (another process decided it first): true when written. */
export async function insertBanOnce({ db }: DatabaseHandle, ban: BanRow & { seq: number }): Promise<boolean> {
  const result = await db
    .insertInto('bans')
    .values(ban)
    .onConflict((oc) => oc.columns(['ip', 'jail', 'seq']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Ends an address's active bans (in one jail, or all); the number ended. */
export async function liftBans(
  { db }: DatabaseHandle,
  { ip, jail, at, by }: { ip: string; jail: string | null; at: string; by: number },
): Promise<number> {
  let query = db
    .updateTable('bans')
    .set({ expires_at: at, lifted_by: by })
    .where('ip', '=', ip)
    .where('expires_at', '>', at);
  if (jail) query = query.where('jail', '=', jail);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The log's kept sums of hours before an instant and of Paris days before a day; the rows deleted. */
export async function pruneSecuritySums({ db }: DatabaseHandle, before: string, beforeDay: string) {
  const hours = await db.deleteFrom('security_event_hours').where('hour', '<', before).executeTakeFirst();
  const days = await db.deleteFrom('security_address_days').where('day', '<', beforeDay).executeTakeFirst();
  return { hours: Number(hours.numDeletedRows), days: Number(days.numDeletedRows) };
}

export async function pruneSecurityLog({ db }: DatabaseHandle, before: string): Promise<void> {
  await db.deleteFrom('security_events').where('at', '<', before).execute();
  await db.deleteFrom('bans').where('expires_at', '<', before).execute();
}
