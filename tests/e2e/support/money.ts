// What the money tests share: Paris days of their own, the report CSV, the channel a partner held, and one lock
// around the moments that a concurrent test's automatic monthly payout could disturb.
import { expect, test } from './test';
import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parisDay } from '../../../common/dates';
import { addDays, addMonths } from '../../../common/periods';

export { addDays, parisDay };

export function database() {
  return new Database(join(process.env.E2E_DATA_DIR!, 'portail.sqlite'));
}

/**
 * Digits no other run of the suite uses (channels, e-mails): the time, the worker and the repeat, so that
 * --repeat-each runs the tests again on the same server.
 */
export function uniqueDigits(): string {
  const { workerIndex, repeatEachIndex } = test.info();
  return `${Date.now() % 1e9}${workerIndex}${repeatEachIndex}`;
}

/**
 * A revenue day of a test's own: a report is the whole truth of the days it holds (a channel it no longer lists
 * is adjusted to 0), so two tests never import the same day. Each test names a month of its own in a year of its
 * own (`base`, "2022-01"), one month further per repeat; the day is in that month, before today, never its last.
 */
export function ownDay(base: string, day: number): string {
  return addMonths(`${base}-${String(day).padStart(2, '0')}`, test.info().repeatEachIndex);
}

/** "2024-02-10" → "2024-02-29" */
export function monthEndOf(day: string): string {
  return addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);
}

/** A report as AdSense exports it: one line per day and channel, euros with a decimal point. */
export function reportCsv(lines: Array<[day: string, channel: string, euros: string]>): string {
  const rows = lines.map(([day, channel, euros]) => `${day},ca-pub-0000000000000000:${channel},${euros}`);
  return ['DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS', ...rows, ''].join('\n');
}

/**
 * The partner has held its channel since `fromDay`: a partner activated today would not be credited for the
 * past days a test imports (a day goes to whoever held the channel that day), so the test dates the holding back.
 */
export function holdChannelSince(code: string, fromDay: string): string {
  const db = database();
  try {
    const { id, channel } = db
      .prepare('select id, adsense_custom_channel_id as channel from partners where code = ?')
      .get(code) as { id: number; channel: string };
    const others = db
      .prepare('select count(*) as n from channel_holdings where channel_id = ? and partner_id <> ?')
      .get(channel, id) as { n: number };
    // A channel another partner held before would give its days to that partner.
    expect(others.n, `channel ${channel} was held before`).toBe(0);
    db.prepare('update channel_holdings set from_day = ? where partner_id = ? and to_day is null').run(
      fromDay,
      id,
    );
    return channel;
  } finally {
    db.close();
  }
}

const LOCK = () => join(process.env.E2E_DATA_DIR!, 'money-desk.lock');

/**
 * Runs `steps` while no other test is inside: importing a month's last day pays every eligible partner of the
 * server automatically, and a partner is eligible from the moment its balance and payment info allow a claim
 * until it claims. Tests hold this lock around such moments (and around a channel handed out or given back, so
 * that a partner takes the channel its test added), so that no automatic payout ever takes another test's claim.
 */
export async function withMoneyDesk<T>(steps: () => Promise<T>): Promise<T> {
  const take = () => {
    try {
      mkdirSync(LOCK());
      return true;
    } catch {
      return false;
    }
  };
  await expect.poll(take, { timeout: 90_000, intervals: [50] }).toBe(true);
  try {
    return await steps();
  } finally {
    rmSync(LOCK(), { recursive: true, force: true });
  }
}
