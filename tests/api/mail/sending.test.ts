// Messages leave through a real SMTP server started by the test: what arrives (headers, both parts, absolute
// links, List-Unsubscribe), once per cause, once across racing senders, again after a refusal, and failed in the
// end for the admins and /metrics to see.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../../common/mail';
import { formatEuros } from '../../../common/money';
import { queueMessage } from '../../../server/mail/outbox';
import { createMailSender, FIRST_BACKOFF_MS } from '../../../server/mail/sender';
import { inTransaction } from '../../../server/platform/db/database';
import { signIn } from '../../fixtures/roles';
import { startSmtpServer, type TestSmtp } from '../../fixtures/smtpServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const PUBLIC = 'http://localhost:3000';
let smtp: TestSmtp;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Recherche <no-reply@recherche.test>',
      MAIL_REPLY_TO: 'partenaires@recherche.test',
      MAIL_POSTAL_ADDRESS: 'Portail Recherche SAS, 1 rue de la Paix, 75002 Paris',
      MAIL_MAX_ATTEMPTS: '3',
      ADMIN_EMAILS: 'admin@mail.test',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.received.splice(0);
  smtp.raw.splice(0);
});

/** A header of the message as it came over the wire, unfolded (mailparser folds the List-* ones together). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const statement = (to: string): OutgoingMessage<'monthly_statement'> => ({
  kind: 'monthly_statement',
  to,
  causeKey: `test-${++seq}`,
  data: { month: '2026-10', earnedCents: 12_345, bonusCents: 1_000, paidCents: 5_000, balanceCents: 8_345 },
});

const rowOf = (id: number) =>
  t.database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lastRow = () =>
  t.database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const linksOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

describe('a queued message', () => {
  it('arrives with its sender, reply-to, subject, HTML and text parts, absolute links and one-click unsubscribe', async () => {
    await queueMessage(t.database, statement('Lea@Partner.test'));
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from?.text).toBe('"Recherche" <no-reply@recherche.test>');
    expect(mail.replyTo?.text).toBe('partenaires@recherche.test');
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe('Lea@partner.test');
    expect(mail.subject).toBe('Votre relevé de octobre 2026');
    expect(mail.text).toContain(`Parts gagnées : ${formatEuros(12_345)}`);
    expect(mail.text).toContain(`Solde à la fin du mois : ${formatEuros(8_345)}`);
    expect(mail.text).toContain('Portail Recherche SAS, 1 rue de la Paix, 75002 Paris');
    expect(mail.html).toContain(formatEuros(12_345));
    const links = linksOf(mail.html as string);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link.startsWith(`${PUBLIC}/`) || link === PUBLIC).toBe(true);

    const unsubscribe = /<([^>]+)>/.exec(headerOf(smtp.raw[0]!, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC}/api/mail/unsubscribe\\?token=`));
    expect(headerOf(smtp.raw[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(links).toContain(unsubscribe);
    expect((await lastRow()).status).toBe('sent');
  });

  it('that is essential (IBAN changed) carries no unsubscribe link nor header, and its « Ce n’était pas moi » link is absolute', async () => {
    await queueMessage(t.database, {
      kind: 'iban_changed',
      to: 'lea@partner.test',
      causeKey: `iban-${++seq}`,
      data: { last4: '0189', at: '2026-11-28T09:15:00.000Z', notMePath: '/partner/iban/not-me?token=abc' },
    });
    await t.app.mail.sendDue();
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Votre IBAN a été modifié');
    expect(mail.text).toContain('Le 28 novembre 2026 à 10:15');
    expect(mail.text).toContain('se terminant par 0189');
    expect(headerOf(smtp.raw[0]!, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(smtp.raw[0]!, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(linksOf(mail.html as string)).toContain(`${PUBLIC}/partner/iban/not-me?token=abc`);
    expect(mail.text).not.toContain('unsubscribe');
  });

  it('for the admins goes to ADMIN_EMAILS', async () => {
    await queueMessage(t.database, {
      kind: 'admin_import_failed',
      to: 'admins',
      causeKey: `night-${++seq}`,
      data: { day: '2026-11-27', error: 'AdSense injoignable' },
    });
    await t.app.mail.sendDue();
    const mail = smtp.received[0]!;
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe('admin@mail.test');
    expect(mail.subject).toBe('Import AdSense de la nuit du 27 novembre 2026 en échec');
    expect(mail.text).toContain('AdSense injoignable');
  });
});

describe('once per cause', () => {
  it('the same cause queued twice sends one message', async () => {
    const message = statement('once@partner.test');
    expect(await queueMessage(t.database, message)).toBe(true);
    expect(await queueMessage(t.database, message)).toBe(false);
    await t.app.mail.sendDue();
    await t.app.mail.sendDue();
    expect(smtp.received.filter((m) => m.subject === 'Votre relevé de octobre 2026')).toHaveLength(1);
  });

  it('a message queued in a transaction that rolls back is never sent', async () => {
    await expect(
      inTransaction(t.database, async (tx) => {
        await queueMessage(tx, statement('rolled-back@partner.test'));
        throw new Error('the cause fails');
      }),
    ).rejects.toThrow('the cause fails');
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('two senders racing over the same outbox deliver each message once', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `race-${i}@partner.test`);
    for (const to of addresses) await queueMessage(t.database, statement(to));
    const other = createMailSender({ database: t.database, config: t.config });
    const outcomes = await Promise.all([t.app.mail.sendDue(), other.sendDue(), t.app.mail.sendDue()]);
    await other.stop();
    expect(outcomes.reduce((sum, o) => sum + o.sent, 0)).toBe(12);
    const delivered = smtp.received.map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
    expect(delivered.sort()).toEqual([...addresses].sort());
  });
});

describe('an SMTP server that refuses', () => {
  it('gets the message again after 1 then 2 minutes, and the message arrives once', async () => {
    smtp.refuseNext(2);
    await queueMessage(t.database, statement('retry@partner.test'));
    const start = new Date();
    expect(await t.app.mail.sendDue(start)).toMatchObject({ sent: 0, retried: 1 });
    const first = await lastRow();
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first.last_error).toContain('451');
    expect(Date.parse(first.next_attempt_at)).toBe(start.getTime() + FIRST_BACKOFF_MS);

    // Not due yet: nothing is tried.
    expect(await t.app.mail.sendDue(new Date(start.getTime() + FIRST_BACKOFF_MS - 1000))).toMatchObject({
      retried: 0,
      sent: 0,
    });
    const second = new Date(start.getTime() + FIRST_BACKOFF_MS);
    expect(await t.app.mail.sendDue(second)).toMatchObject({ retried: 1 });
    expect(Date.parse((await lastRow()).next_attempt_at)).toBe(second.getTime() + 2 * FIRST_BACKOFF_MS);

    expect(await t.app.mail.sendDue(new Date(second.getTime() + 2 * FIRST_BACKOFF_MS))).toMatchObject({
      sent: 1,
    });
    expect(await lastRow()).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('after MAIL_MAX_ATTEMPTS refusals marks the message failed, shown to the admins and counted in /metrics', async () => {
    smtp.refuseNext(3);
    await queueMessage(t.database, statement('never@partner.test'));
    let now = new Date();
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.app.mail.sendDue(now);
      now = new Date(now.getTime() + 10 * FIRST_BACKOFF_MS);
    }
    const row = await lastRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await t.app.mail.sendDue(new Date(now.getTime() + 3_600_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);

    const admin = await signIn(t.app, 'Admin', 'admin@mail.test');
    const list = await t.app.inject({ url: '/api/admin/mail?status=failed', headers: admin.headers() });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: row.id, status: 'failed', attempts: 3, to: 'never@partner.test' }),
    ]);
    expect(list.json().data[0].last_error).toContain('451');

    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/mail_failed_total\{kind="monthly_statement"\} 1/);
    expect(metrics).toMatch(/mail_outbox_messages\{status="failed"\} 1/);
    expect(metrics).toMatch(/mail_sent_total\{kind="monthly_statement"\} \d+/);
    expect(metrics).toMatch(/mail_retries_total\{kind="monthly_statement"\} \d+/);
  });
});

describe('a claim whose sender died', () => {
  it('is taken again once its lease has run out, and only then', async () => {
    await queueMessage(t.database, statement('lease@partner.test'));
    const { id } = await lastRow();
    const later = new Date(Date.now() + 60_000).toISOString();
    await t.database.db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_by: 'a-dead-process', locked_until: later, attempts: 1 })
      .where('id', '=', id)
      .execute();
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 0 });
    expect(await t.app.mail.sendDue(new Date(Date.parse(later) + 1000))).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the background sender', () => {
  it('started with the app sends what is queued after its first pass, without anyone asking', async () => {
    const background = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_SENDER: 'true' } });
    try {
      // A first pass finds nothing; the message comes after it.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await queueMessage(background.database, statement('background@partner.test'));
      await expect
        .poll(
          () =>
            smtp.received.filter((m) => m.to && 'text' in m.to && m.to.text === 'background@partner.test')
              .length,
          {
            timeout: 15_000,
            interval: 500,
          },
        )
        .toBe(1);
    } finally {
      await background.close();
    }
  }, 30_000);
});
