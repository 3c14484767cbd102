// The rules of e-mail the routes call: the admin's list and view of the outbox, a partner's choices of what to
// receive, and the one-click unsubscribe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isOptionalKind,
  OPTIONAL_KINDS,
  type MailPageQuery,
  type MailPreferences,
  type MessageData,
  type MessageKind,
  type MessageStatus,
  type OutboxMessage,
  type OutboxRow,
} from '../../common/mail';
import { MAIL_MESSAGES, MESSAGE_KIND_LABELS } from '../../common/mailMessages';
import type { Config } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/database';
import type { Page } from '../platform/db/paginate';
import { AppError } from '../platform/http/errors';
import {
  findMessage,
  optedOutKinds,
  optIn,
  optOut,
  pageMessages,
  pruneFinishedMessages,
  type OutboxRecord,
} from './store';
import { renderMessage } from './templates/render';
import { readUnsubscribeToken } from './unsubscribe';

/** The outbox's retention: what was sent, skipped or failed before `before` goes (the job of retention calls it). */
export const pruneOutbox = pruneFinishedMessages;

const toRow = (record: OutboxRecord): OutboxRow => ({
  id: record.id,
  kind: record.kind as MessageKind,
  to: record.recipient,
  status: record.status as MessageStatus,
  attempts: record.attempts,
  last_error: record.last_error,
  created_at: record.created_at,
  sent_at: record.sent_at,
  next_attempt_at: record.status === 'queued' ? record.next_attempt_at : null,
});

export async function listMessages(database: DatabaseHandle, query: MailPageQuery): Promise<Page<OutboxRow>> {
  const page = await pageMessages(database, query);
  return { ...page, items: page.items.map(toRow) };
}

async function findMessageOrThrow(database: DatabaseHandle, id: number): Promise<OutboxRecord> {
  const record = await findMessage(database, id);
  if (!record) throw new AppError(404, MAIL_MESSAGES.notFound);
  return record;
}

/** One message as it reads, drawn again from its data (the unsubscribe link left out: it is the admin's view). */
export async function messageOf(
  database: DatabaseHandle,
  mail: Config['mail'],
  id: number,
): Promise<OutboxMessage> {
  const record = await findMessageOrThrow(database, id);
  const kind = record.kind as MessageKind;
  const rendered = await renderMessage(kind, JSON.parse(record.data) as MessageData[MessageKind], {
    productName: mail.productName,
    postalAddress: mail.postalAddress,
    publicUrl: mail.publicUrl,
    unsubscribeUrl: null,
  });
  return { ...toRow(record), ...rendered, eml_file: record.eml_file };
}

/** The .eml file written for a message when no SMTP server is configured. */
export async function emlOf(
  database: DatabaseHandle,
  mail: Config['mail'],
  id: number,
): Promise<{ name: string; content: Buffer }> {
  const record = await findMessageOrThrow(database, id);
  if (!record.eml_file) throw new AppError(404, MAIL_MESSAGES.notFound);
  try {
    return { name: record.eml_file, content: readFileSync(join(mail.emlDir, record.eml_file)) };
  } catch {
    throw new AppError(404, MAIL_MESSAGES.notFound);
  }
}

const addressOf = (email: string) => email.trim().toLowerCase();

export async function preferencesOf(database: DatabaseHandle, email: string): Promise<MailPreferences> {
  const off = new Set(await optedOutKinds(database, addressOf(email)));
  return Object.fromEntries(OPTIONAL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
}

export async function savePreferences(
  database: DatabaseHandle,
  email: string,
  choices: Partial<MailPreferences>,
): Promise<MailPreferences> {
  for (const [kind, wanted] of Object.entries(choices))
    if (isOptionalKind(kind) && wanted !== undefined)
      await (wanted ? optIn : optOut)(database, addressOf(email), kind);
  return preferencesOf(database, email);
}

/** What an unsubscribe token stands for, as the page names it; 400 for a token that is not ours. */
export function unsubscribeTarget(secret: string, token: string) {
  const target = readUnsubscribeToken(secret, token);
  if (!target) throw new AppError(400, MAIL_MESSAGES.badToken, 'token');
  return { ...target, label: MESSAGE_KIND_LABELS[target.kind] };
}

export async function unsubscribe(database: DatabaseHandle, secret: string, token: string) {
  const target = unsubscribeTarget(secret, token);
  await optOut(database, target.address, target.kind);
  return target;
}
