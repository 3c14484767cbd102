// Queueing a message: one row written in the caller's transaction, so the message exists exactly when its cause
// was committed; the background sender sends it later. A repeated cause (same kind and key) queues nothing.
import type { Kysely } from 'kysely';
import type { MessageKind, OutgoingMessage } from '../../common/mail';
import type { DatabaseHandle } from '../platform/db/database';
import type { Database } from '../platform/db/schema';
import { insertMessage } from './store';

export type { MessageKind, OutgoingMessage } from '../../common/mail';

/** A Kysely transaction or database, or the handle the domains pass around (`tx` of inTransaction). */
export type QueueTarget = Kysely<Database> | DatabaseHandle;

/** Queues `message` in the caller's transaction; answers false when its cause had already queued one. */
export async function queueMessage<K extends MessageKind>(
  target: QueueTarget,
  message: OutgoingMessage<K>,
): Promise<boolean> {
  const db = 'db' in target && !('getExecutor' in target) ? target.db : (target as Kysely<Database>);
  return insertMessage(db, {
    kind: message.kind,
    cause_key: message.causeKey,
    recipient: message.to,
    data: JSON.stringify(message.data),
    attachments: message.attachments?.length
      ? JSON.stringify(
          message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content).toString('base64'),
          })),
        )
      : null,
    // Due from this millisecond, as the sender reads times (PostgreSQL's now() has microseconds: a message queued
    // in the millisecond a pass began would wait for the next pass).
    next_attempt_at: new Date().toISOString(),
  });
}
