// The European Central Bank's euro reference rates, published once a working day around 16:00 CET: read from its
// keyless XML, kept until the next publication, and an old set still served (with its date) while it is offline.
import type { SourceStates } from '../../platform/health/sourceStates';
import { createKeptValues, fetchFrom } from './remote';

/** The rates of one day: units of each currency for one euro, as the decimal text the ECB wrote. */
export type EcbRates = { date: string; perEuro: ReadonlyMap<string, string> };

const HOUR_MS = 3600_000;
/** Kept at most this long even when the publication hour is not yet past (a late publication is read). */
const KEEP_MS = 6 * HOUR_MS;
/** 16:00 CET is 15:00 UTC; in summer (14:00 UTC) the hour after still finds the new rates. */
const PUBLISHED_HOUR_UTC = 15;
/** A weekend and a holiday: the last rates still answer, their date on the card. */
const STALE_MS = 4 * 24 * HOUR_MS;

export function parseEcbRates(xml: string): EcbRates {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const perEuro = new Map<string, string>();
  for (const [, code, rate] of xml.matchAll(
    /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"](\d+(?:\.\d+)?)['"]/g,
  ))
    if (Number(rate) > 0) perEuro.set(code!, rate!);
  if (!date || perEuro.size === 0) throw new Error('ECB rates: no date or no rate');
  return { date, perEuro };
}

/** The next moment new rates may be out, after `now`. */
function nextPublication(now: number): number {
  const day = new Date(now);
  const today = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), PUBLISHED_HOUR_UTC);
  return now < today ? today : today + 24 * HOUR_MS;
}

export function createEcbRates(url: string, states?: SourceStates) {
  const kept = createKeptValues<EcbRates>(
    async (_key, now) => ({
      value: parseEcbRates(await fetchFrom({ name: 'ecb', states }, url, 'application/xml, text/xml')),
      expiresAt: Math.min(now + KEEP_MS, nextPublication(now)),
    }),
    { max: 1, staleMs: STALE_MS },
  );
  return { read: (now?: number) => kept.read('daily', now) };
}
