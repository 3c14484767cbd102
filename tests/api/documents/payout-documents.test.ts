// A paid payout's PDF: a commission statement without legal details, a self-billing invoice with them, each with
// its mentions and figures adding up, numbered in one sequence without gaps, drawn again byte for byte, and
// downloadable by its partner and the admin only.
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../../common/documentsMessages';
import { parisDay } from '../../../common/dates';
import { payoutDocument } from '../../../server/programme/documents/service';
import { signIn } from '../../fixtures/roles';
import { call, importReport, newPartner, useBusiness, type Business } from '../money/business';
import {
  centsIn,
  claimed,
  COMPANY,
  download,
  pay,
  paidPayout,
  PAPERS_ENV,
  pdfText,
  recentDays,
  saveLegal,
  SOLE_TRADER,
} from './papers';

const ctx = useBusiness(PAPERS_ENV);
let b: Business;
beforeAll(() => ({ b } = ctx));

const frenchDay = (day: string) => day.split('-').reverse().join('/');
const documentUrl = (id: number) => `/api/partner/payouts/${id}/document.pdf`;

/** Every issued number, in order, and the counter's last one. */
async function numbering() {
  const rows = await b.database.db
    .selectFrom('payout_documents')
    .select('number')
    .orderBy('number')
    .execute();
  const counter = await b.database.db
    .selectFrom('document_counters')
    .select('last_number')
    .executeTakeFirstOrThrow();
  return { numbers: rows.map((r) => Number(r.number)), last: Number(counter.last_number) };
}

const numberIn = (text: string) => /P-(\d{6})/.exec(text)![1]!;

describe('GET /api/partner/payouts/:id/document.pdf', () => {
  it('answers 401 signed out, 404 for a person who is no partner and for another partner’s payout', async () => {
    const [day1, day2] = recentDays();
    const owner = await newPartner(b);
    const other = await newPartner(b);
    const id = await paidPayout(b, owner, [day1, '150.00', day2, '50.00'], 'VIR-OWN-1');
    expect((await download(b, null, documentUrl(id))).status).toBe(401);
    const person = await signIn(b.app, 'Quelqu’un', 'someone@papers.test');
    expect((await download(b, person, documentUrl(id))).status).toBe(404);
    const stranger = await download(b, other.caller, documentUrl(id));
    expect(stranger.status).toBe(404);
    expect(JSON.parse(stranger.body.toString()).error.message).toBeTruthy();
    expect((await download(b, other.caller, `/api/admin/payouts/${id}/document.pdf`)).status).toBe(403);
    expect((await download(b, owner.caller, documentUrl(id))).status).toBe(200);
  });

  it('refuses a payout not yet paid with a French message (409), and issues no number for it', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b);
    await importReport(b, [
      [day1, p.channel, '150.00'],
      [day2, p.channel, '50.00'],
    ]);
    const id = await claimed(b, p);
    const before = await numbering();
    const res = await download(b, p.caller, documentUrl(id));
    expect(res.status).toBe(409);
    expect(JSON.parse(res.body.toString()).error.message).toBe(DOCUMENT_MESSAGES.notPaid);
    expect(await payoutDocument(b.database, id)).toBeNull();
    expect(await numbering()).toEqual(before);
  });

  it('gives a commission statement without legal details: gross, 37 %, share and bonus on lines adding up to the amount paid', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b, { percent: 37 });
    // 100.01 € → 37.00 €, 121.49 € → 44.95 € (each day rounded): 81.95 €, and the 10 € launch bonus.
    const id = await paidPayout(b, p, [day1, '100.01', day2, '121.49'], 'VIR-2026-11-042');
    const res = await download(b, p.caller, documentUrl(id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="releve-de-commissions-P-\d{6}\.pdf"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.body);
    expect(text).toContain('Relevé de commissions');
    expect(text).not.toContain('Autofacturation');
    expect(text).toContain('Recherche Test SAS');
    expect(text).toContain('SIREN : 732829320');
    expect(text).toContain(`Code partenaire : ${p.code}`);
    expect(text).toContain('VIR-2026-11-042');
    expect(text).toContain(`Payé le ${frenchDay(parisDay())}`);
    expect(text).toContain('Ce relevé n’est pas une facture');
    const gross = centsIn(text, /Revenus publicitaires bruts/);
    const share = centsIn(text, /Part du partenaire \(37 %/);
    const bonus = centsIn(text, /Bonus de lancement/);
    const total = centsIn(text, /Total versé/);
    expect({ gross, share, bonus, total }).toEqual({ gross: 22150, share: 8195, bonus: 1000, total: 9195 });
    expect(share + bonus).toBe(total);
    const payouts = (await call(b.app, p.caller, 'GET', '/api/partner/payouts')).json().data.payouts;
    expect(payouts.find((x: { id: number }) => x.id === id).partner_amount_cents).toBe(total);
  });

  it('gives a self-billing invoice under the VAT franchise: « Autofacturation », both parties, SIREN, art. 293 B, net = amount paid', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b, { percent: 50 });
    expect((await saveLegal(b, p, SOLE_TRADER)).status).toBe(200);
    const id = await paidPayout(b, p, [day1, '150.00', day2, '50.00'], 'VIR-AF-1');
    const res = await download(b, p.caller, documentUrl(id));
    expect(String(res.headers['content-disposition'])).toMatch(/filename="facture-P-\d{6}\.pdf"/);
    const text = await pdfText(res.body);
    for (const mention of [
      'Autofacturation',
      `Facture n° P-${numberIn(text)} du ${frenchDay(parisDay())}`,
      'au nom et pour le compte de Zoé Dupré EI',
      'article 289, I-2 du CGI',
      'Zoé Dupré EI',
      '3 place du Marché',
      '69002 Lyon',
      'SIREN : 552032534',
      'Recherche Test SAS',
      '12 rue de la Paix, 75002 Paris',
      'SIREN : 732829320',
      'N° TVA : FR44732829320',
      'TVA non applicable, art. 293 B du CGI',
      'commissions d’apport d’affaires',
      'Référence du virement : VIR-AF-1',
      `Facture acquittée le ${frenchDay(parisDay())}`,
      'indemnité forfaitaire pour frais de recouvrement (40 €)',
    ])
      expect(text).toContain(mention);
    const share = centsIn(text, /Part du partenaire \(50 %/);
    const bonus = centsIn(text, /Bonus de lancement/);
    const ht = centsIn(text, /Total HT/);
    const net = centsIn(text, /Net à payer/);
    expect({ share, bonus, ht, net }).toEqual({ share: 10000, bonus: 1000, ht: 11000, net: 11000 });
  });

  it('gives a VAT-liable company an invoice whose HT and 20 % TVA add up to the amount paid, with both VAT numbers and the SIRET', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b, { percent: 50 });
    const saved = await saveLegal(b, p, COMPANY);
    expect(saved.status, saved.body).toBe(200);
    const id = await paidPayout(b, p, [day1, '150.00', day2, '50.00'], 'VIR-AF-2');
    const text = await pdfText((await download(b, p.caller, documentUrl(id))).body);
    expect(text).toContain('SIRET : 55203253400018');
    expect(text).toContain('N° TVA : FR27552032534');
    expect(text).toContain('N° TVA : FR44732829320');
    expect(text).not.toContain('293 B');
    const ht = centsIn(text, /Total HT/);
    const tva = centsIn(text, /TVA 20 %/);
    const ttc = centsIn(text, /Total TTC/);
    expect({ ht, tva, ttc }).toEqual({ ht: 9167, tva: 1833, ttc: 11000 });
    expect(ht + tva).toBe(ttc);
  });

  it('is drawn again byte for byte from what was stored, though the partner changed their details since', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b);
    expect((await saveLegal(b, p, SOLE_TRADER)).status).toBe(200);
    const id = await paidPayout(b, p, [day1, '150.00', day2, '50.00'], 'VIR-SAME-1');
    const first = await download(b, p.caller, documentUrl(id));
    expect(
      (await saveLegal(b, p, { ...SOLE_TRADER, legal_name: 'Autre Nom EI', city: 'Nantes' })).status,
    ).toBe(200);
    const again = await download(b, p.caller, documentUrl(id));
    const admin = await download(b, b.admin, `/api/admin/payouts/${id}/document.pdf`);
    expect(again.body.equals(first.body)).toBe(true);
    expect(admin.body.equals(first.body)).toBe(true);
    const text = await pdfText(again.body);
    expect(text).toContain('Zoé Dupré EI');
    expect(text).not.toContain('Autre Nom EI');
    // The mail's attachment is the same file.
    expect((await payoutDocument(b.database, id))!.content.equals(first.body)).toBe(true);
    // The issued document cannot be rewritten, even straight in the database.
    await expect(
      b.database.db
        .updateTable('payout_documents')
        .set({ snapshot: '{}' })
        .where('payout_id', '=', id)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('draws a name beyond the standard fonts’ letters with its bare letters, never with broken glyphs', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b);
    const named = await call(b.app, p.caller, 'PUT', '/api/partner/me', {
      company_name: 'Nguyễn Łaska 🌻 SARL',
    });
    expect(named.status, named.body).toBe(200);
    const id = await paidPayout(b, p, [day1, '150.00', day2, '50.00'], 'VIR-NAME-1');
    expect(await pdfText((await download(b, p.caller, documentUrl(id))).body)).toContain(
      'Nguyên ?aska ? SARL',
    );
  });
});

describe('document numbers: one sequence without gaps', () => {
  it('numbers the papers of three partners paid at the same time, asked at the same time, once each and without a gap', async () => {
    const [day1, day2] = recentDays();
    // One after the other: activation hands each the next free channel of the pool.
    const partners = [await newPartner(b), await newPartner(b), await newPartner(b)];
    await saveLegal(b, partners[1]!, SOLE_TRADER);
    await importReport(
      b,
      partners.flatMap((p) => [
        [day1, p.channel, '150.00'],
        [day2, p.channel, '50.00'],
      ]) as [string, string, string][],
    );
    const ids: number[] = [];
    for (const p of partners) ids.push(await claimed(b, p));
    await Promise.all(ids.map((id, i) => pay(b, id, `VIR-CONC-${i}`)));
    // Each document asked three times at once (the partner twice, the admin once), all payouts together.
    const downloads = await Promise.all(
      ids.flatMap((id, i) => [
        download(b, partners[i]!.caller, documentUrl(id)),
        download(b, partners[i]!.caller, documentUrl(id)),
        download(b, b.admin, `/api/admin/payouts/${id}/document.pdf`),
      ]),
    );
    expect(downloads.map((d) => d.status)).toEqual(Array(9).fill(200));
    const numbers = await Promise.all(downloads.map(async (d) => numberIn(await pdfText(d.body))));
    for (let i = 0; i < 3; i++) expect(new Set(numbers.slice(3 * i, 3 * i + 3)).size).toBe(1);
    expect(new Set(numbers).size).toBe(3);
    const { numbers: issued, last } = await numbering();
    expect(issued).toEqual(Array.from({ length: issued.length }, (_, i) => i + 1));
    expect(last).toBe(issued.length);
  });

  it('gives the admin any paid payout’s document, 404 for a payout that does not exist, 403 to a partner', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b);
    const id = await paidPayout(b, p, [day1, '150.00', day2, '50.00'], 'VIR-ADM-1');
    const res = await download(b, b.admin, `/api/admin/payouts/${id}/document.pdf`);
    expect(res.status).toBe(200);
    expect(await pdfText(res.body)).toContain('VIR-ADM-1');
    expect((await download(b, b.admin, '/api/admin/payouts/999999/document.pdf')).status).toBe(404);
    expect((await download(b, p.caller, `/api/admin/payouts/${id}/document.pdf`)).status).toBe(403);
  });
});
