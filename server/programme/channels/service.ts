// The channel pool's rules: a channel id once, a channel in use never removed, activation takes the oldest free
// one; and who held which channel when, as the partners and the revenue import read it.
import { ADMIN_MESSAGES, HTTP_MESSAGES } from '../../../common/messages';
import type { ChannelsPageQuery } from '../../../common/pagination';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { AppError } from '../../platform/http/errors';
import {
  allHoldings,
  channelExists,
  deleteHoldingsOf,
  deleteUnusedChannel,
  findChannel,
  heldBefore,
  insertChannel,
  pageChannels,
  markChannelUsed,
  oldestFreeChannel,
  openHolding,
  releaseChannelsOf,
  type AdChannelRow,
  type Holding,
  type ListedChannel,
} from './store';

export type { Holding } from './store';

/** A page of the pool, channels in use included, oldest first unless asked. */
export const channelPool = (
  database: DatabaseHandle,
  query: ChannelsPageQuery,
): Promise<Page<ListedChannel>> => pageChannels(database, query);

export async function addChannel(
  database: DatabaseHandle,
  adminId: number,
  { channel_id, label }: { channel_id: string; label?: string },
): Promise<AdChannelRow> {
  if (await channelExists(database, channel_id))
    throw new AppError(409, ADMIN_MESSAGES.addChannelFailed, 'channel_exists', [
      { field: 'channel_id', message: ADMIN_MESSAGES.channelExists },
    ]);
  return inTransaction(database, async (tx) => {
    const channel = await insertChannel(tx, { channel_id, label: label || null });
    await recordAudit(tx, { adminId, action: 'channel.create', target: `channel:${channel.id}` });
    return channel;
  });
}

export async function removeChannel(database: DatabaseHandle, adminId: number, id: number): Promise<void> {
  const channel = await findChannel(database, id);
  if (!channel) throw new AppError(404, HTTP_MESSAGES[404], 'channel_not_found');
  if (channel.used_by_partner_id !== null)
    throw new AppError(409, ADMIN_MESSAGES.deleteChannelFailed, 'channel_in_use');
  await inTransaction(database, async (tx) => {
    await deleteUnusedChannel(tx, id);
    await recordAudit(tx, { adminId, action: 'channel.delete', target: `channel:${id}` });
  });
}

/**
 * Gives the partner the oldest free channel and opens its holding from today (in the caller's transaction);
 * null when the pool is empty. Two activations racing never get the same channel: the take is conditional.
 */
export async function assignFreeChannel(
  tx: DatabaseHandle,
  partnerId: number,
  today: string,
): Promise<string | null> {
  for (;;) {
    const free = await oldestFreeChannel(tx);
    if (!free) return null;
    if (!(await markChannelUsed(tx, free.id, partnerId))) continue; // taken meanwhile: the next one
    await openHolding(tx, { channel_id: free.channel_id, partner_id: partnerId, from_day: today });
    return free.channel_id;
  }
}

/** The partner's channels go back to the pool and their holdings end today, exclusive (in the caller's transaction). */
export const giveBackChannelsOf = (tx: DatabaseHandle, partnerId: number, today: string): Promise<void> =>
  releaseChannelsOf(tx, partnerId, today);

/** Whether the partner held a channel on a day before `today`: days a report may still credit to them. */
export const heldChannelBefore = (database: DatabaseHandle, partnerId: number, today: string) =>
  heldBefore(database, partnerId, today);

/** The holdings of a partner being deleted go with it: none of them covers a day before today. */
export const forgetHoldingsOf = (tx: DatabaseHandle, partnerId: number): Promise<void> =>
  deleteHoldingsOf(tx, partnerId);

/** Who held which channel when: every holding, past ones included. */
export const channelHistory = (database: DatabaseHandle): Promise<Holding[]> => allHoldings(database);
