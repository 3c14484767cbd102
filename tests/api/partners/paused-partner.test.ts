// A paused partner is told one rule, the same by the claim's refusal and the portal's banner: visits through
// the link are not counted, no payment can be asked, and the balance (the revenue its channel was credited with)
// stays theirs.
import { describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { parisDay } from '../../../common/dates';
import { PORTAL_LABELS } from '../../../web/areas/portal/labels';
import { accrualOf, call, claim, importReport, newPartner, useBusiness } from '../money/business';

const ctx = useBusiness();

describe('POST /api/partner/payouts/claim by a paused partner', () => {
  it('is refused saying what the banner says: visits not counted, the balance kept; the channel’s revenue still credited', async () => {
    const { b } = ctx;
    const p = await newPartner(b, { thresholdEuros: 20 });
    expect(
      (await call(b.app, b.admin, 'PUT', `/api/admin/partners/${p.id}`, { status: 'paused' })).status,
    ).toBe(200);
    // A visit through the link counts nothing.
    const searched = await b.app.inject({
      url: '/api/search?q=bordeaux',
      remoteAddress: '192.0.2.41',
      headers: { cookie: `pa_ref=${p.code}` },
    });
    expect(searched.statusCode).toBe(200);
    await b.app.attribution.flush();
    const visits = await b.database.db
      .selectFrom('partner_daily_stats')
      .select('searches')
      .where('partner_id', '=', p.id)
      .where('stat_date', '=', parisDay())
      .executeTakeFirst();
    expect(visits?.searches ?? 0).toBe(0);
    // A day of its channel in the report is still credited: the balance grows and stays.
    await importReport(b, [['2026-09-21', p.channel, '100.00']]);
    expect((await accrualOf(b, p)).accrual).toMatchObject({ available_cents: 5000, blocked_by: 'status' });
    const refused = await claim(b, p);
    expect(refused.status).toBe(403);
    const message = refused.json().error.message as string;
    expect(message).toBe(PARTNER_MESSAGES.claimNotActive);
    for (const said of [message, PORTAL_LABELS.statusNotice.paused]) {
      expect(said).toContain('les visites par votre lien ne sont pas comptées');
      expect(said).toContain('solde reste acquis');
      expect(said).not.toMatch(/continuent d’être comptés/);
    }
  });
});
