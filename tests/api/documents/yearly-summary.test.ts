// The yearly summary for the tax return: a calendar year's shares, bonuses and payments as CSV and PDF, the
// figures those of the ledger and of the payouts paid that year; the partner's own, and any partner's for the admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../../common/documentsMessages';
import { parisDay } from '../../../common/dates';
import { signIn } from '../../fixtures/roles';
import { call, importReport, newPartner, useBusiness, type Business } from '../money/business';
import { centsIn, download, paidPayout, PAPERS_ENV, pdfText, recentDays } from './papers';

const ctx = useBusiness(PAPERS_ENV);
let b: Business;
beforeAll(() => ({ b } = ctx));

const YEAR = Number(parisDay().slice(0, 4));

/** The CSV's rows as { month: [gross, share, bonus, earned, paid] } in cents. */
function readCsv(body: Buffer) {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = text.slice(1).split('\r\n').filter(Boolean);
  expect(header).toBe('mois;revenus bruts;part;bonus;total gagné;paiements reçus');
  return Object.fromEntries(
    lines.map((line) => {
      const [month, ...amounts] = line.split(';');
      return [month!, amounts.map((a) => Number(a.replace(',', '')))];
    }),
  );
}

/** The ledger's own sums for the partner's year, and the payouts paid in it, straight from the database. */
async function ledgerYear(partnerId: number, year: number) {
  const entries = await b.database.db
    .selectFrom('partner_ledger')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .execute();
  const sum = (kinds: string[], column: 'amount_cents' | 'gross_cents' = 'amount_cents') =>
    entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + Number(e[column] ?? 0), 0);
  const paid = await b.database.db
    .selectFrom('payout_requests')
    .select('partner_amount_cents')
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'paid')
    .execute();
  return {
    gross: sum(['share', 'adjustment'], 'gross_cents'),
    share: sum(['share', 'adjustment']),
    bonus: sum(['bonus']),
    paid: paid.reduce((total, p) => total + Number(p.partner_amount_cents), 0),
  };
}

describe('GET /api/partner/yearly-summary/:year.csv and .pdf', () => {
  it('answers 401 signed out, 404 to a person who is no partner, 403 to a partner on the admin’s route', async () => {
    const p = await newPartner(b);
    expect((await download(b, null, `/api/partner/yearly-summary/${YEAR}.csv`)).status).toBe(401);
    const person = await signIn(b.app, 'Quelqu’un', 'nobody-yearly@papers.test');
    expect((await download(b, person, `/api/partner/yearly-summary/${YEAR}.pdf`)).status).toBe(404);
    expect(
      (await download(b, p.caller, `/api/admin/partners/${p.id}/yearly-summary/${YEAR}.csv`)).status,
    ).toBe(403);
  });

  it('sums the year’s shares, adjustments, bonus and payments as the ledger holds them, a day of the year before left out', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b, { percent: 37 });
    await importReport(b, [[`${YEAR - 1}-12-31`, p.channel, '40.00']]);
    const paidId = await paidPayout(b, p, [day1, '100.01', day2, '121.49'], 'VIR-YEAR-1');
    // The same day imported again with more revenue: an adjustment, earned but not yet paid.
    await importReport(b, [[day2, p.channel, '130.00']]);
    const csv = await download(b, p.caller, `/api/partner/yearly-summary/${YEAR}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toBe(
      `attachment; filename="recapitulatif-${YEAR}-${p.code}.csv"`,
    );
    const rows = readCsv(csv.body);
    expect(Object.keys(rows)).toHaveLength(13);
    const ledger = await ledgerYear(p.id, YEAR);
    expect(rows.total).toEqual([
      ledger.gross,
      ledger.share,
      ledger.bonus,
      ledger.share + ledger.bonus,
      ledger.paid,
    ]);
    // 100.01 → 37.00, 121.49 → 44.95, then 130.00 → 48.10 (+3.15): 85.10 € of share, 10 € of bonus; paid this
    // year 106.75 €: the two days, the bonus and last year's 14.80 €.
    expect(rows.total).toEqual([23001, 8510, 1000, 9510, 10675]);
    const months = Object.entries(rows).filter(([month]) => month !== 'total');
    for (let i = 0; i < 5; i++)
      expect(months.reduce((sum, [, amounts]) => sum + amounts[i]!, 0)).toBe(rows.total![i]);
    expect(rows[parisDay().slice(0, 7)]![4]).toBe(10675);
    const before = readCsv((await download(b, p.caller, `/api/partner/yearly-summary/${YEAR - 1}.csv`)).body);
    expect(before.total).toEqual([4000, 1480, 0, 1480, 0]);

    const pdf = await download(b, p.caller, `/api/partner/yearly-summary/${YEAR}.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body);
    expect(text).toContain(`Récapitulatif annuel ${YEAR}`);
    expect(text).toContain(`Code partenaire : ${p.code}`);
    expect(text).toContain('VIR-YEAR-1');
    expect(centsIn(text, /^\s*Total\s/)).toBe(10675);
    // The payment's document, once issued, is named in the summary.
    await download(b, p.caller, `/api/partner/payouts/${paidId}/document.pdf`);
    expect(
      await pdfText((await download(b, p.caller, `/api/partner/yearly-summary/${YEAR}.pdf`)).body),
    ).toMatch(/P-\d{6}/);
  });

  it('gives the admin any partner’s summary, the same as the partner’s own', async () => {
    const [day1, day2] = recentDays();
    const p = await newPartner(b);
    await paidPayout(b, p, [day1, '150.00', day2, '50.00'], 'VIR-YEAR-2');
    const own = await download(b, p.caller, `/api/partner/yearly-summary/${YEAR}.csv`);
    const admins = await download(b, b.admin, `/api/admin/partners/${p.id}/yearly-summary/${YEAR}.csv`);
    expect(admins.status).toBe(200);
    expect(admins.body.equals(own.body)).toBe(true);
    expect(readCsv(admins.body).total).toEqual([20000, 10000, 1000, 11000, 11000]);
    expect((await download(b, b.admin, `/api/admin/partners/999999/yearly-summary/${YEAR}.csv`)).status).toBe(
      404,
    );
    const adminPdf = await download(b, b.admin, `/api/admin/partners/${p.id}/yearly-summary/${YEAR}.pdf`);
    expect(await pdfText(adminPdf.body)).toContain('VIR-YEAR-2');
  });

  it('refuses a year before 2000 or after this one with a French message, and a year that is no number', async () => {
    const p = await newPartner(b);
    for (const year of [1999, YEAR + 1]) {
      const res = await call(b.app, p.caller, 'GET', `/api/partner/yearly-summary/${year}.csv`);
      expect(res.status).toBe(400);
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.yearOutOfRange);
    }
    expect((await call(b.app, p.caller, 'GET', '/api/partner/yearly-summary/20x6.csv')).status).toBe(400);
  });
});
