// A day of ad revenue: from the uploaded report if there is one, else the AdSense API; previewed, then
// written to each partner's Paris day (replacing, never adding).
import { sql } from 'kysely';
import { ADMIN_MESSAGES } from '../../common/messages';
import { centsToEuros } from '../../common/money';
import type { RevenuePreview } from '../../common/revenue';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { createAdsenseClient } from './adsenseApi';
import type { ReportRow } from './csv';

const PROVIDER = 'AdSense';

export const importError = (cause: string, status = 502, code = 'import_failed') =>
  new AppError(status, `${ADMIN_MESSAGES.importFailed(PROVIDER)} : ${cause}`, code);

/** A report's channel id is "ca-pub-…:1000000001"; an admin may have entered either form. */
const sameChannel = (reported: string, stored: string) =>
  reported === stored || reported.split(':').pop() === stored.split(':').pop();

export function createRevenueService(database: DatabaseHandle, config: Config) {
  const api = config.adsense ? createAdsenseClient(config.adsense) : null;

  async function reportFor(day: string): Promise<{ source: 'csv' | 'api'; rows: ReportRow[] }> {
    const uploaded = await database.db
      .selectFrom('revenue_report_rows')
      .select(['day', 'channel_id', 'earnings_cents'])
      .where('day', '=', day)
      .execute();
    if (uploaded.length > 0)
      return {
        source: 'csv',
        rows: uploaded.map((r) => ({ day: r.day, channelId: r.channel_id, earningsCents: r.earnings_cents })),
      };
    if (!api)
      throw importError(
        'aucun rapport pour cette date (déposez le CSV du rapport ou configurez l’API AdSense)',
        404,
        'report_not_found',
      );
    try {
      return { source: 'api', rows: (await api.dailyEarnings(day)).filter((r) => r.day === day) };
    } catch (error) {
      throw importError((error as Error).message);
    }
  }

  async function preview(day: string): Promise<RevenuePreview & { perPartner: Map<number, number> }> {
    const { source, rows } = await reportFor(day);
    const partners = await database.db
      .selectFrom('partners')
      .select(['id', 'code', 'name', 'adsense_custom_channel_id'])
      .where('adsense_custom_channel_id', 'is not', null)
      .execute();
    const byChannel = new Map<string, number>();
    for (const row of rows)
      byChannel.set(row.channelId, (byChannel.get(row.channelId) ?? 0) + row.earningsCents);
    const byCode: RevenuePreview['byCode'] = {};
    const perPartner = new Map<number, number>();
    for (const [channelId, cents] of byChannel) {
      const partner = partners.find((p) => sameChannel(channelId, p.adsense_custom_channel_id!));
      if (!partner) continue;
      const total = (perPartner.get(partner.id) ?? 0) + cents;
      perPartner.set(partner.id, total);
      byCode[partner.code] = {
        channelId,
        earnings: centsToEuros(total),
        earnings_cents: total,
        name: partner.name,
      };
    }
    const raw = [...byChannel].map(([channelId, cents]) => ({
      channelId,
      earnings: centsToEuros(cents),
      earnings_cents: cents,
    }));
    return { date: day, source, byCode, raw, perPartner };
  }

  /** The report is the truth for its day: partners absent from it go back to 0 for that day. */
  async function importDay(day: string) {
    const { perPartner } = await preview(day);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('partner_daily_stats')
        .set({ estimated_earnings_cents: 0 })
        .where('stat_date', '=', day)
        .execute();
      for (const [partnerId, cents] of perPartner)
        await trx
          .insertInto('partner_daily_stats')
          .values({ partner_id: partnerId, stat_date: day, estimated_earnings_cents: cents })
          .onConflict((oc) =>
            oc
              .columns(['partner_id', 'stat_date'])
              .doUpdateSet({ estimated_earnings_cents: sql`excluded.estimated_earnings_cents` }),
          )
          .execute();
    });
    const total = [...perPartner.values()].reduce((a, b) => a + b, 0);
    return { updated: perPartner.size, totalEarnings: centsToEuros(total), totalEarnings_cents: total };
  }

  /** An uploaded report replaces the rows of the days it holds, in one transaction. */
  async function storeUpload(rows: ReportRow[]): Promise<{ days: string[]; rows: number }> {
    const days = [...new Set(rows.map((r) => r.day))].sort();
    const merged = new Map<string, ReportRow>();
    for (const r of rows) {
      const key = `${r.day}|${r.channelId}`;
      merged.set(key, { ...r, earningsCents: (merged.get(key)?.earningsCents ?? 0) + r.earningsCents });
    }
    await database.db.transaction().execute(async (trx) => {
      if (days.length > 0) await trx.deleteFrom('revenue_report_rows').where('day', 'in', days).execute();
      for (const r of merged.values())
        await trx
          .insertInto('revenue_report_rows')
          .values({ day: r.day, channel_id: r.channelId, earnings_cents: r.earningsCents })
          .execute();
    });
    return { days, rows: merged.size };
  }

  return { preview, importDay, storeUpload };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
