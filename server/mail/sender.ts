// The background sender: polls the outbox, claims each due message with a lease (several processes send it once),
// draws it, sends it, and on failure tries again later with a doubling wait, up to MAIL_MAX_ATTEMPTS; then the
// message is failed, shown to the admins and counted in /metrics. Never on a request's path.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import {
  isAdminKind,
  isOptionalKind,
  TO_ADMINS,
  type MessageAttachment,
  type MessageData,
  type MessageKind,
} from '../../common/mail';
import type { Config } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/database';
import { MAIL_MESSAGES } from '../../common/mailMessages';
import { claimMessage, dueMessageIds, finishMessage, optedOutKinds, type OutboxRecord } from './store';
import { absoluteUrl, renderMessage, type MailContext } from './templates/render';
import { createTransport, type MailTransport } from './transport';
import { unsubscribeToken } from './unsubscribe';

/** Files sent with a message that are made when it is sent (a paid payout's statement), by kind and data. */
export type AttachmentProvider = (
  database: DatabaseHandle,
  message: { [K in MessageKind]: { kind: K; data: MessageData[K] } }[MessageKind],
) => Promise<MessageAttachment[]>;

/** Counts the sender keeps; the metrics plugin's registry gives them to /metrics. */
export type SenderCounters = {
  sent(kind: MessageKind): void;
  failed(kind: MessageKind): void;
  retried(kind: MessageKind): void;
};

export type SendOutcome = { sent: number; retried: number; failed: number; skipped: number };

/** How long a claim holds a message: far longer than one SMTP conversation may last (its timeouts). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** The first wait after a failure; it doubles with each attempt, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 3_600_000;
const POLL_MS = 5_000;
const BATCH = 20;

/** The wait before attempt n + 1 after n failed ones: 1 min, 2, 4, 8… at most 6 h. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

export type MailSenderOptions = {
  database: DatabaseHandle;
  config: Pick<Config, 'mail' | 'sessionSecret'>;
  attachments?: AttachmentProvider | undefined;
  counters?: SenderCounters | undefined;
  log?: FastifyBaseLogger | undefined;
};

export type MailSender = ReturnType<typeof createMailSender>;

export function createMailSender({ database, config, attachments, counters, log }: MailSenderOptions) {
  const { mail } = config;
  const transport: MailTransport = createTransport(mail);
  const claimer = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  /** The pass under way (settled, never rejected); undefined when none. */
  let running: Promise<unknown> | undefined;

  const contextFor = (kind: MessageKind, address: string): MailContext => ({
    productName: mail.productName,
    postalAddress: mail.postalAddress,
    publicUrl: mail.publicUrl,
    unsubscribeUrl: isOptionalKind(kind)
      ? absoluteUrl(
          mail.publicUrl,
          `/api/mail/unsubscribe?token=${unsubscribeToken(config.sessionSecret, address, kind)}`,
        )
      : null,
  });

  /** Why the message is not sent at all, or null. */
  async function skipReason(kind: MessageKind, recipients: string[]): Promise<string | null> {
    if (recipients.length === 0) return MAIL_MESSAGES.noAdminAddress;
    if (isOptionalKind(kind) && (await optedOutKinds(database, recipients[0]!.toLowerCase())).includes(kind))
      return MAIL_MESSAGES.optedOut;
    return null;
  }

  async function build(row: OutboxRecord, recipients: string[]): Promise<Mail.Options> {
    const kind = row.kind as MessageKind;
    const data = JSON.parse(row.data) as MessageData[MessageKind];
    const context = contextFor(kind, recipients[0]!);
    const rendered = await renderMessage(kind, data, context);
    const queued = row.attachments
      ? (JSON.parse(row.attachments) as { filename: string; contentType: string; content: string }[]).map(
          (file) => ({ ...file, content: Buffer.from(file.content, 'base64') }),
        )
      : [];
    const made = attachments
      ? await attachments(database, { kind, data } as Parameters<AttachmentProvider>[1])
      : [];
    const host = new URL(mail.publicUrl).hostname;
    return {
      from: mail.from,
      ...(mail.replyTo && { replyTo: mail.replyTo }),
      to: recipients,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      // One Message-ID per outbox row: a message sent twice after a crash is recognised as one by mail clients.
      messageId: `<outbox-${row.id}-${row.kind}@${host}>`,
      ...(context.unsubscribeUrl && {
        list: { unsubscribe: { url: context.unsubscribeUrl, comment: MAIL_MESSAGES.unsubscribe } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
      attachments: [...queued, ...made].map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content),
      })),
    };
  }

  /** Sends one claimed message and records the outcome. */
  async function sendClaimed(row: OutboxRecord, now: Date, outcome: SendOutcome): Promise<void> {
    const kind = row.kind as MessageKind;
    const recipients = row.recipient === TO_ADMINS && isAdminKind(kind) ? mail.adminTo : [row.recipient];
    const skipped = await skipReason(kind, recipients);
    if (skipped) {
      await finishMessage(database, row.id, claimer, { status: 'skipped', last_error: skipped });
      outcome.skipped++;
      return;
    }
    try {
      const delivery = await transport.deliver(await build(row, recipients), `${row.id}-${row.kind}`);
      await finishMessage(database, row.id, claimer, {
        status: 'sent',
        sent_at: new Date().toISOString(),
        last_error: null,
        eml_file: delivery.emlFile,
      });
      counters?.sent(kind);
      outcome.sent++;
    } catch (error) {
      const message = (error as Error).message || String(error);
      const final = row.attempts >= mail.maxAttempts;
      await finishMessage(database, row.id, claimer, {
        status: final ? 'failed' : 'queued',
        last_error: message.slice(0, 1000),
        next_attempt_at: new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
      });
      if (final) {
        counters?.failed(kind);
        outcome.failed++;
        log?.error({ err: error, id: row.id, kind }, 'courriel abandonné après ses tentatives');
      } else {
        counters?.retried(kind);
        outcome.retried++;
        log?.warn(
          { err: error, id: row.id, kind, attempts: row.attempts },
          'courriel non envoyé, nouvel essai prévu',
        );
      }
    }
  }

  /** Sends every message due at `now` that this process can claim; what became of them. */
  async function sendDueOnce(now: Date): Promise<SendOutcome> {
    const outcome: SendOutcome = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    const at = now.toISOString();
    const lockedUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    for (;;) {
      const ids = await dueMessageIds(database, at, BATCH);
      let claimed = 0;
      for (const id of ids) {
        const row = await claimMessage(database, id, { now: at, lockedUntil, claimer });
        if (!row) continue; // another sender has it
        claimed++;
        await sendClaimed(row, now, outcome);
      }
      if (ids.length < BATCH || claimed === 0) return outcome;
    }
  }

  return {
    /** One pass over the due messages (the poller's step; tests call it directly). */
    sendDue(now: Date = new Date()): Promise<SendOutcome> {
      // One pass at a time in a process: a slow SMTP server never piles passes up.
      const pass = (running ?? Promise.resolve()).then(() => sendDueOnce(now));
      const settled: Promise<unknown> = pass.catch(() => undefined);
      running = settled;
      void settled.then(() => {
        if (running === settled) running = undefined;
      });
      return pass;
    },
    start(): void {
      timer ??= setInterval(() => {
        if (running) return;
        this.sendDue().catch((error: unknown) => log?.error({ err: error }, 'envoi des courriels en échec'));
      }, POLL_MS).unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}
