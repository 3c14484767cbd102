// Without SMTP each message is an .eml file under the data folder, listed in the admin's « Courriels »; a partner
// turns optional messages off in their profile or by the one-click link, never the essential ones.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_KINDS } from '../../../common/mail';
import { queueMessage } from '../../../server/mail/outbox';
import { signIn, type Caller } from '../../fixtures/roles';
import { call, newPartner, useBusiness, type Business, type TestPartner } from '../money/business';

const ctx = useBusiness();
let b: Business;
let partner: TestPartner;
let email: string;
let stranger: Caller;
beforeAll(async () => {
  ({ b } = ctx);
  partner = await newPartner(b);
  email = (await call(b.app, partner.caller, 'GET', '/api/partner/me')).json().data.email as string;
  stranger = await signIn(b.app, 'Curieux', 'curieux@money.test');
});

const outbox = () => b.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

describe('without SMTP', () => {
  it('writes each message as an .eml file under the data folder', async () => {
    const outcome = await b.app.mail.sendDue();
    expect(outcome.sent).toBeGreaterThanOrEqual(3);
    const rows = (await outbox()).filter((r) => r.recipient === email);
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'sent'));
    for (const row of rows) {
      const file = join(ctx.t.config.mail.emlDir, row.eml_file!);
      expect(existsSync(file), file).toBe(true);
      const parsed = await simpleParser(readFileSync(file));
      expect(parsed.subject).toBeTruthy();
      expect(parsed.text).toBeTruthy();
      expect(parsed.html).toBeTruthy();
    }
  });
});

describe('GET /api/admin/mail', () => {
  it('is refused to anyone but an admin', async () => {
    expect((await b.app.inject({ url: '/api/admin/mail' })).statusCode).toBe(401);
    expect((await call(b.app, partner.caller, 'GET', '/api/admin/mail')).status).toBe(403);
    expect((await call(b.app, stranger, 'GET', '/api/admin/mail/1')).status).toBe(403);
    expect((await call(b.app, partner.caller, 'GET', '/api/admin/mail/1/eml')).status).toBe(403);
  });

  it('lists the messages newest first with status, kind, recipient and attempts, a page at a time', async () => {
    const res = await call(b.app, b.admin, 'GET', '/api/admin/mail?limit=2');
    expect(res.status).toBe(200);
    const rows = res.json().data as {
      id: number;
      kind: string;
      to: string;
      status: string;
      attempts: number;
    }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const all = (await call(b.app, b.admin, 'GET', '/api/admin/mail?status=sent&limit=100')).json().data as {
      kind: string;
      to: string;
    }[];
    expect(all).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'application_received', to: email })]),
    );
  });

  it('shows one message as it reads, and gives its .eml file', async () => {
    const row = (await outbox()).find((r) => r.kind === 'application_received' && r.recipient === email)!;
    const one = await call(b.app, b.admin, 'GET', `/api/admin/mail/${row.id}`);
    expect(one.status).toBe(200);
    expect(one.json().data).toMatchObject({
      id: row.id,
      kind: 'application_received',
      status: 'sent',
      subject: 'Nous avons bien reçu votre candidature au programme partenaires de Recherche',
      eml_file: row.eml_file,
    });
    expect(one.json().data.text).toContain('http://localhost:3000/partner');
    const eml = await b.app.inject({ url: `/api/admin/mail/${row.id}/eml`, headers: b.admin.headers() });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toMatch(/^message\/rfc822/);
    expect((await simpleParser(eml.body)).subject).toBe(one.json().data.subject);
    expect((await call(b.app, b.admin, 'GET', '/api/admin/mail/999999')).status).toBe(404);
  });
});

describe('a partner’s choices', () => {
  it('start with every optional message on, and refuse essential or unknown ones', async () => {
    const res = await call(b.app, partner.caller, 'GET', '/api/partner/mail-preferences');
    expect(res.status).toBe(200);
    expect(res.json().data).toEqual(Object.fromEntries(OPTIONAL_KINDS.map((k) => [k, true])));
    for (const body of [{ iban_changed: false }, { payout_paid: false }, { monthly_statement: 'non' }])
      expect((await call(b.app, partner.caller, 'PUT', '/api/partner/mail-preferences', body)).status).toBe(
        400,
      );
    expect((await b.app.inject({ url: '/api/partner/mail-preferences' })).statusCode).toBe(401);
    expect((await call(b.app, stranger, 'GET', '/api/partner/mail-preferences')).status).toBe(404);
  });

  it('turned off in the profile stop that message, not the essential ones', async () => {
    const off = await call(b.app, partner.caller, 'PUT', '/api/partner/mail-preferences', {
      monthly_statement: false,
    });
    expect(off.status).toBe(200);
    expect(off.json().data).toMatchObject({ monthly_statement: false, payout_requested: true });
    await queueMessage(b.database, {
      kind: 'monthly_statement',
      to: email,
      causeKey: 'choices-statement',
      data: { month: '2026-10', earnedCents: 1, bonusCents: 0, paidCents: 0, balanceCents: 1 },
    });
    await queueMessage(b.database, {
      kind: 'payout_refused',
      to: email,
      causeKey: 'choices-refused',
      data: { payoutId: 1, amountCents: 100, ibanLast4: null, reason: 'Test' },
    });
    await b.app.mail.sendDue();
    const rows = await outbox();
    expect(rows.find((r) => r.cause_key === 'choices-statement')).toMatchObject({ status: 'skipped' });
    expect(rows.find((r) => r.cause_key === 'choices-refused')).toMatchObject({ status: 'sent' });
    // Back on: the next one is sent.
    await call(b.app, partner.caller, 'PUT', '/api/partner/mail-preferences', { monthly_statement: true });
    await queueMessage(b.database, {
      kind: 'monthly_statement',
      to: email,
      causeKey: 'choices-statement-2',
      data: { month: '2026-11', earnedCents: 1, bonusCents: 0, paidCents: 0, balanceCents: 1 },
    });
    await b.app.mail.sendDue();
    expect((await outbox()).find((r) => r.cause_key === 'choices-statement-2')).toMatchObject({
      status: 'sent',
    });
  });
});

describe('/api/mail/unsubscribe', () => {
  async function unsubscribeUrlOf(causeKey: string) {
    await queueMessage(b.database, {
      kind: 'payout_approved',
      to: email,
      causeKey,
      data: { payoutId: 1, amountCents: 100, ibanLast4: '0189', dueOn: null },
    });
    await b.app.mail.sendDue();
    const row = (await outbox()).find((r) => r.cause_key === causeKey)!;
    const raw = readFileSync(join(ctx.t.config.mail.emlDir, row.eml_file!), 'utf8');
    const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(header).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    return new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(header)![1]!);
  }

  it('opened (GET) asks to confirm and changes nothing; the one-click POST unsubscribes without signing in', async () => {
    const url = await unsubscribeUrlOf('unsubscribe-1');
    expect(url.origin).toBe('http://localhost:3000');
    const page = await b.app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Ne plus recevoir les messages « Paiement approuvé » ?');
    expect(page.body).toContain('<form method="post"');
    const prefs = () => call(b.app, partner.caller, 'GET', '/api/partner/mail-preferences');
    expect((await prefs()).json().data.payout_approved).toBe(true);

    const done = await b.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('vous ne recevrez plus les messages « Paiement approuvé »');
    expect((await prefs()).json().data.payout_approved).toBe(false);
    await call(b.app, partner.caller, 'PUT', '/api/partner/mail-preferences', { payout_approved: true });
  });

  it('refuses a token that is not ours, or made for another address', async () => {
    const url = await unsubscribeUrlOf('unsubscribe-2');
    const token = url.searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify(['autre@money.test', 'payout_approved'])).toString('base64url');
    for (const bad of [
      `${other}.${signature}`,
      `${payload}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`,
      'abc',
    ])
      expect(
        (
          await b.app.inject({
            method: 'POST',
            url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
          })
        ).statusCode,
      ).toBe(400);
  });
});
