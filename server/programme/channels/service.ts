// The channel pool's rules: a channel id once, a channel in use never removed, activation takes the oldest free one.
import { ADMIN_MESSAGES, HTTP_MESSAGES } from '../../../common/messages';
import type { ChannelsPageQuery } from '../../../common/pagination';
import { recordAudit } from '../../platform/audit/store';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { AppError } from '../../platform/http/errors';
import {
  channelExists,
  deleteUnusedChannel,
  findChannel,
  insertChannel,
  pageChannels,
  markChannelUsed,
  oldestFreeChannel,
  openHolding,
  type AdChannelRow,
  type ListedChannel,
} from './store';

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
