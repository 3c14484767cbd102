// A report by ad unit: a partner's two slots are two lines of one channel and one day, summed into the day's
// earnings; only the same line twice (same day, channel and ad unit) refuses the report.
import { describe, expect, it } from 'vitest';
import { REVENUE_MESSAGES } from '../../../common/messages';
import { call, ledgerOf, newPartner, useBusiness } from '../money/business';

const ctx = useBusiness({ ADSENSE_PUBLISHER_ID: 'pub-1234567890123456' });
const HEADER = 'DATE,AD_UNIT_ID,AD_UNIT_NAME,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS';
const UNIT = (n: number) => `ca-pub-1234567890123456:200000000${n}`;
const csvOf = (lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

describe('POST /api/admin/adsense/upload with a line per ad unit', () => {
  it('sums the two slots of a channel per day: previewed, then credited once per day', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { percent: 37 });
    const upload = await call(
      b.app,
      b.admin,
      'POST',
      '/api/admin/adsense/upload',
      csvOf([
        `2026-10-05,${UNIT(1)},Résultats - haut de page,${p.channel},1.21`,
        `2026-10-05,${UNIT(2)},Résultats - bas de page,${p.channel},0.79`,
        `2026-10-06,${UNIT(1)},Résultats - haut de page,${p.channel},3.00`,
      ]),
    );
    expect(upload.status, upload.body).toBe(200);
    const data = upload.json().data;
    expect(data).toMatchObject({ days: ['2026-10-05', '2026-10-06'], rows: 3 });
    expect(data.preview[0].gross_cents).toBe(200);
    expect(data.preview[0].partners).toEqual([
      expect.objectContaining({ code: p.code, gross_cents: 200, share_percent: 37, share_cents: 74 }),
    ]);
    const preview = (await call(b.app, b.admin, 'GET', '/api/admin/adsense/preview?date=2026-10-05')).json()
      .data;
    expect(preview.byCode[p.code]).toMatchObject({ earnings_cents: 200 });
    const imported = await call(b.app, b.admin, 'POST', '/api/admin/adsense/import', { days: data.days });
    expect(imported.json().data).toMatchObject({ updated: 1, shares: 2, totalEarnings_cents: 500 });
    const shares = (await ledgerOf(b, p)).entries.filter((e) => e.kind === 'share');
    expect(shares.map((e) => [e.day, e.gross_cents, e.amount_cents]).sort()).toEqual([
      ['2026-10-05', 200, 74],
      ['2026-10-06', 300, 111],
    ]);
  });

  it('refuses the same day, channel and ad unit twice, naming both lines, and keeps the earlier upload', async () => {
    const { b } = ctx;
    const p = await newPartner(b);
    const before = await b.database.db.selectFrom('revenue_report_rows').selectAll().orderBy('day').execute();
    const refused = await call(
      b.app,
      b.admin,
      'POST',
      '/api/admin/adsense/upload',
      csvOf([
        `2026-10-05,${UNIT(1)},Résultats - haut de page,${p.channel},1.00`,
        `2026-10-05,${UNIT(2)},Résultats - bas de page,${p.channel},1.00`,
        `2026-10-05,${UNIT(1)},Résultats - haut de page,${p.channel},1.00`,
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.json().error.message).toBe(
      REVENUE_MESSAGES.csvInvalid(REVENUE_MESSAGES.duplicateLines('2, 4')),
    );
    expect(
      await b.database.db.selectFrom('revenue_report_rows').selectAll().orderBy('day').execute(),
    ).toEqual(before);
  });

  it('still refuses a channel twice on a day in a report without ad units', async () => {
    const { b } = ctx;
    const p = await newPartner(b);
    const refused = await call(
      b.app,
      b.admin,
      'POST',
      '/api/admin/adsense/upload',
      `DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n2026-10-07,${p.channel},1.00\n2026-10-07,${p.channel},2.00\n`,
    );
    expect(refused.status).toBe(400);
    expect(refused.json().error.message).toBe(
      REVENUE_MESSAGES.csvInvalid(REVENUE_MESSAGES.duplicateLines('2, 3')),
    );
  });
});
