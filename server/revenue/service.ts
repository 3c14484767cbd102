// A day of ad revenue: from the uploaded report if there is one, else the AdSense API; previewed, then
// written to each partner's Paris day (replacing, never adding).
import { ADMIN_MESSAGES, REVENUE_MESSAGES } from '../../common/messages';
import { centsToEuros } from '../../common/money';
import type { LastImport, RevenueImportResult, RevenuePreview } from '../../common/revenue';
import { recordAudit } from '../audit/store';
import type { Config } from '../config';
import { inTransaction, type DatabaseHandle } from '../db/database';
import { AppError } from '../http/errors';
import { createAdsenseClient } from './adsenseApi';
import type { ReportRow } from './csv';
import { NIGHTLY_JOB } from './nightly';
import {
  lastJobRun,
  partnersWithChannel,
  replaceDayEarnings,
  replaceUploadedDays,
  uploadedRowsOf,
  type ChannelHolder,
} from './store';

const PROVIDER = 'AdSense';

export const importError = (cause: string, status = 502, code = 'import_failed') =>
  new AppError(status, `${ADMIN_MESSAGES.importFailed(PROVIDER)} : ${cause}`, code);

/** A report's channel id is "ca-pub-…:1000000001"; an admin may have entered either form. */
const sameChannel = (reported: string, stored: string) =>
  reported === stored || reported.split(':').pop() === stored.split(':').pop();

/** Each row's earnings summed by channel, in cents. */
function earningsByChannel(rows: ReportRow[]): Map<string, number> {
  const byChannel = new Map<string, number>();
  for (const row of rows)
    byChannel.set(row.channelId, (byChannel.get(row.channelId) ?? 0) + row.earningsCents);
  return byChannel;
}

/** The partners the channels belong to, with their day's earnings. */
function earningsByPartner(byChannel: Map<string, number>, holders: ChannelHolder[]) {
  const byCode: RevenuePreview['byCode'] = {};
  const perPartner = new Map<number, number>();
  for (const [channelId, cents] of byChannel) {
    const partner = holders.find((p) => sameChannel(channelId, p.channelId));
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
  return { byCode, perPartner };
}

export function createRevenueService(database: DatabaseHandle, config: Config) {
  const api = config.adsense ? createAdsenseClient(config.adsense) : null;

  async function reportFor(day: string): Promise<{ source: 'csv' | 'api'; rows: ReportRow[] }> {
    const uploaded = await uploadedRowsOf(database, day);
    if (uploaded.length > 0) return { source: 'csv', rows: uploaded };
    if (!api) throw importError(REVENUE_MESSAGES.noReport, 404, 'report_not_found');
    try {
      return { source: 'api', rows: (await api.dailyEarnings(day)).filter((r) => r.day === day) };
    } catch (error) {
      throw importError((error as Error).message);
    }
  }

  async function previewWithTotals(day: string) {
    const { source, rows } = await reportFor(day);
    const byChannel = earningsByChannel(rows);
    const { byCode, perPartner } = earningsByPartner(byChannel, await partnersWithChannel(database));
    const raw = [...byChannel].map(([channelId, cents]) => ({
      channelId,
      earnings: centsToEuros(cents),
      earnings_cents: cents,
    }));
    return { preview: { date: day, source, byCode, raw } satisfies RevenuePreview, perPartner };
  }

  /** The report is the truth for its day: partners absent from it go back to 0 for that day. */
  async function importDay(day: string, adminId?: number): Promise<RevenueImportResult> {
    const { perPartner } = await previewWithTotals(day);
    const total = [...perPartner.values()].reduce((a, b) => a + b, 0);
    const result = {
      updated: perPartner.size,
      totalEarnings: centsToEuros(total),
      totalEarnings_cents: total,
    };
    await inTransaction(database, async (tx) => {
      await replaceDayEarnings(tx, day, perPartner);
      if (adminId !== undefined)
        await recordAudit(tx, { adminId, action: 'revenue.import', target: `day:${day}`, detail: result });
    });
    return result;
  }

  /** An uploaded report replaces the rows of the days it holds, in one transaction. */
  async function storeUpload(rows: ReportRow[], adminId: number): Promise<{ days: string[]; rows: number }> {
    const days = [...new Set(rows.map((r) => r.day))].sort();
    const merged = new Map<string, ReportRow>();
    for (const r of rows) {
      const key = `${r.day}|${r.channelId}`;
      merged.set(key, { ...r, earningsCents: (merged.get(key)?.earningsCents ?? 0) + r.earningsCents });
    }
    await inTransaction(database, async (tx) => {
      await replaceUploadedDays(tx, days, [...merged.values()]);
      await recordAudit(tx, { adminId, action: 'revenue.upload', target: `days:${days.join(',')}` });
    });
    return { days, rows: merged.size };
  }

  async function lastNightlyImport(): Promise<LastImport> {
    const last = await lastJobRun(database, NIGHTLY_JOB);
    return last ? { ...last, status: last.status === 'ok' ? 'ok' : 'failed' } : null;
  }

  return {
    preview: async (day: string) => (await previewWithTotals(day)).preview,
    importDay,
    storeUpload,
    lastNightlyImport,
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
