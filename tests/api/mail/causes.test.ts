// Each cause writes its message, read as it arrived over SMTP: an application received, accepted; a payout asked,
// approved, paid (date, reference, amount, IBAN's last 4, its PDF attached) or refused (reason); the admins told
// of a new application and of payouts waiting.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../common/money';
import { runMonthlyPayouts } from '../../../server/programme/payouts/monthly';
import { startSmtpServer, type TestSmtp } from '../../fixtures/smtpServer';
import {
  call,
  claim,
  importReport,
  MONEY_ADMIN,
  newPartner,
  setStatus,
  useBusiness,
  type Business,
} from '../money/business';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.__MAIL_SMTP = smtp.url;
});
afterAll(() => smtp.close());

const ctx = useBusiness({
  get SMTP_URL() {
    return process.env.__MAIL_SMTP;
  },
} as NodeJS.ProcessEnv);
let b: Business;
beforeAll(() => void ({ b } = ctx));
beforeEach(() => void smtp.received.splice(0));

const toOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
async function sentTo(address: string): Promise<ParsedMail[]> {
  await b.app.mail.sendDue();
  return smtp.received.filter((mail) => toOf(mail) === address.toLowerCase());
}
const emailOf = async (p: { caller: Parameters<typeof call>[1] }) =>
  (await call(b.app, p.caller, 'GET', '/api/partner/me')).json().data.email as string;

/** A partner whose balance is `euros` × share from a mid-month day, ready to claim. */
async function partnerWithBalance(grossEuros: string) {
  const partner = await newPartner(b, { percent: 50, thresholdEuros: 20 });
  await importReport(b, [['2026-10-14', partner.channel, grossEuros]]);
  return partner;
}

describe('an application', () => {
  it('writes « received » to the partner and « new application » to the admins, then « accepted » on activation', async () => {
    const partner = await newPartner(b);
    const email = await emailOf(partner);
    const subjects = (await sentTo(email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Nous avons bien reçu votre candidature au programme partenaires de Recherche',
        'Votre candidature est acceptée : bienvenue parmi les partenaires',
        'Votre IBAN a été modifié',
      ]),
    );
    const accepted = smtp.received.find((m) => m.subject?.startsWith('Votre candidature est acceptée'))!;
    expect(accepted.text).toContain(`http://localhost:3000/?ref=${partner.code}`);
    const admin = smtp.received.filter((m) => toOf(m) === MONEY_ADMIN);
    expect(
      admin.some(
        (m) => m.subject?.startsWith('Nouvelle candidature partenaire : ') && m.text?.includes(email),
      ),
    ).toBe(true);
  });
});

describe('a payout', () => {
  it('asked, approved then paid writes each step to the partner, the paid one with its date, reference, amount, IBAN’s last 4 and PDF', async () => {
    const partner = await partnerWithBalance('200.00');
    const email = await emailOf(partner);
    await sentTo(email);
    smtp.received.splice(0);

    const claimed = await claim(b, partner);
    expect(claimed.status, claimed.body).toBe(201);
    const payout = claimed.json().data as { id: number; partner_amount_cents: number };
    const amount = formatEuros(payout.partner_amount_cents);
    const asked = await sentTo(email);
    expect(asked.map((m) => m.subject)).toEqual([`Demande de paiement reçue : ${amount}`]);
    expect(asked[0]!.text).toContain('IBAN : se terminant par 0189');
    const waiting = smtp.received.filter((m) => toOf(m) === MONEY_ADMIN);
    expect(waiting.map((m) => m.subject)).toEqual([`1 paiement en attente (${amount})`]);

    smtp.received.splice(0);
    expect((await setStatus(b, payout.id, { status: 'approved' })).status).toBe(200);
    expect((await sentTo(email)).map((m) => m.subject)).toEqual([`Votre paiement de ${amount} est approuvé`]);

    smtp.received.splice(0);
    const paid = await setStatus(b, payout.id, { status: 'paid', reference: 'VIR-2026-11-042' });
    expect(paid.status, paid.body).toBe(200);
    const [mail] = await sentTo(email);
    expect(mail!.subject).toBe(`Votre paiement de ${amount} a été versé`);
    expect(mail!.text).toContain(`Montant : ${amount}`);
    expect(mail!.text).toContain('Référence : VIR-2026-11-042');
    expect(mail!.text).toMatch(/Date du virement : \d{1,2} \p{L}+ \d{4}/u);
    expect(mail!.text).toContain('IBAN : se terminant par 0189');
    expect(mail!.html).toContain('VIR-2026-11-042');
    // Essential: no way to turn it off.
    expect(mail!.text).not.toContain('Ne plus recevoir');
    const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf, 'the payout’s paper is attached').toBeDefined();
    expect(pdf!.filename).toMatch(/\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refused writes the reason to the partner, and the money is said to come back', async () => {
    const partner = await partnerWithBalance('100.00');
    const email = await emailOf(partner);
    const payout = (await claim(b, partner)).json().data as { id: number; partner_amount_cents: number };
    await sentTo(email);
    smtp.received.splice(0);
    const refused = await setStatus(b, payout.id, { status: 'rejected', reason: 'IBAN au nom d’un tiers' });
    expect(refused.status, refused.body).toBe(200);
    const [mail] = await sentTo(email);
    expect(mail!.subject).toBe(
      `Votre demande de paiement de ${formatEuros(payout.partner_amount_cents)} a été refusée`,
    );
    expect(mail!.text).toContain('Motif : IBAN au nom d’un tiers');
    expect(mail!.text!.replace(/\s+/g, ' ')).toContain('Le montant revient sur votre solde');
  });

  it('made by the monthly run writes « automatic payout » and the month’s statement to the partner, and the admins once', async () => {
    const partner = await partnerWithBalance('60.00');
    const email = await emailOf(partner);
    await sentTo(email);
    smtp.received.splice(0);
    const made = await runMonthlyPayouts(b.database, ctx.t.config.ibanKey, '2026-10-31', '2026-11-01');
    expect(made!.length).toBeGreaterThanOrEqual(1);
    const mine = await sentTo(email);
    const subjects = mine.map((m) => m.subject);
    expect(subjects).toContain(`Paiement automatique de octobre 2026 : ${formatEuros(3000)}`);
    expect(subjects).toContain('Votre relevé de octobre 2026');
    const statement = mine.find((m) => m.subject === 'Votre relevé de octobre 2026')!;
    expect(statement.text).toContain(`Parts gagnées : ${formatEuros(3000)}`);
    const admins = smtp.received.filter((m) => toOf(m) === MONEY_ADMIN);
    expect(admins).toHaveLength(1);
    expect(admins[0]!.subject).toMatch(new RegExp(`^${made!.length} paiements? en attente`));
  });
});
