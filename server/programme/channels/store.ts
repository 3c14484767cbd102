// Kysely queries of the pool of ad channels an admin hands out to partners.
import { sql, type Selectable } from 'kysely';
import { CHANNEL_SORTS, type ChannelsPageQuery } from '../../../common/pagination';
import type { DatabaseHandle } from '../../platform/db/database';
import { keysetPage, sortOf, type Page, type SortKey } from '../../platform/db/paginate';
import type { AdChannelTable } from '../../platform/db/schema';

const COLUMNS = ['id', 'channel_id', 'label', 'used_by_partner_id', 'used_at'] as const;
export type AdChannelRow = Pick<Selectable<AdChannelTable>, (typeof COLUMNS)[number]>;

export type ListedChannel = AdChannelRow & { used_by_partner_code: string | null };

// Ids follow the order channels were added in.
const CHANNEL_SORT_KEYS: Record<keyof typeof CHANNEL_SORTS, SortKey[]> = {
  added: [{ expr: sql.ref('c.id'), order: 'asc' }],
  channel_id: [
    { expr: sql.ref('c.channel_id'), order: 'asc' },
    { expr: sql.ref('c.id'), order: 'asc' },
  ],
};

/** A page of the pool, free or used channels only if asked, each with the code of the partner using it. */
export async function pageChannels(
  { db }: DatabaseHandle,
  query: ChannelsPageQuery,
): Promise<Page<ListedChannel>> {
  let rows = db
    .selectFrom('ad_channels as c')
    .leftJoin('partners as p', 'p.id', 'c.used_by_partner_id')
    .select([
      'c.id',
      'c.channel_id',
      'c.label',
      'c.used_by_partner_id',
      'c.used_at',
      'p.code as used_by_partner_code',
    ]);
  if (query.used === 'yes') rows = rows.where('c.used_by_partner_id', 'is not', null);
  if (query.used === 'no') rows = rows.where('c.used_by_partner_id', 'is', null);
  const sort = sortOf(CHANNEL_SORT_KEYS, CHANNEL_SORTS, query.sort, query.order);
  return keysetPage(db, rows, { ...sort, limit: query.limit, cursor: query.cursor });
}

export async function findChannel({ db }: DatabaseHandle, id: number): Promise<AdChannelRow | undefined> {
  return db.selectFrom('ad_channels').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function channelExists({ db }: DatabaseHandle, channelId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ad_channels')
    .select('id')
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChannel(
  { db }: DatabaseHandle,
  channel: { channel_id: string; label: string | null },
): Promise<AdChannelRow> {
  return db.insertInto('ad_channels').values(channel).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Removes a channel nobody uses; a channel in use stays. */
export async function deleteUnusedChannel({ db }: DatabaseHandle, id: number): Promise<void> {
  await db.deleteFrom('ad_channels').where('id', '=', id).where('used_by_partner_id', 'is', null).execute();
}

/** The oldest channel nobody uses, or undefined when the pool is empty. */
export async function oldestFreeChannel({ db }: DatabaseHandle): Promise<AdChannelRow | undefined> {
  return db
    .selectFrom('ad_channels')
    .select(COLUMNS)
    .where('used_by_partner_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

/** Marks a channel used only if it is still free: false when another process took it first. */
export async function markChannelUsed(
  { db }: DatabaseHandle,
  id: number,
  partnerId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('ad_channels')
    .set({ used_by_partner_id: partnerId, used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_by_partner_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The partner's channels go back to the pool; their holdings end today (exclusive). */
export async function releaseChannelsOf(
  { db }: DatabaseHandle,
  partnerId: number,
  today: string,
): Promise<void> {
  await db
    .updateTable('ad_channels')
    .set({ used_by_partner_id: null, used_at: null })
    .where('used_by_partner_id', '=', partnerId)
    .execute();
  await db
    .updateTable('channel_holdings')
    .set({ to_day: today })
    .where('partner_id', '=', partnerId)
    .where('to_day', 'is', null)
    .execute();
}

export async function openHolding(
  { db }: DatabaseHandle,
  holding: { channel_id: string; partner_id: number; from_day: string },
): Promise<void> {
  await db.insertInto('channel_holdings').values(holding).execute();
}

/** Whether the partner held a channel on a day before `today`: days a report may still credit to them. */
export async function heldBefore({ db }: DatabaseHandle, partnerId: number, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('channel_holdings')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where('from_day', '<', today)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the holdings of a partner being deleted (none of them covers a day before today). */
export async function deleteHoldingsOf({ db }: DatabaseHandle, partnerId: number): Promise<void> {
  await db.deleteFrom('channel_holdings').where('partner_id', '=', partnerId).execute();
}

export type Holding = { channel_id: string; partner_id: number; from_day: string; to_day: string | null };

/** Who held which channel when: every holding, past ones included. */
export async function allHoldings({ db }: DatabaseHandle): Promise<Holding[]> {
  return db
    .selectFrom('channel_holdings')
    .select(['channel_id', 'partner_id', 'from_day', 'to_day'])
    .execute();
}
