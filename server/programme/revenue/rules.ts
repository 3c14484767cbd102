// What makes a report acceptable, checked on all its lines before anything is written: one line per day,
// channel and ad unit, only days already over, and only the configured AdSense publisher; then its lines
// summed per day and channel (a partner's two ad slots are two lines of one channel).
import { REVENUE_MESSAGES } from '../../../common/messages';
import type { ReportRow } from './csv';

/** "ca-pub-123:456" → { publisher: "pub-123", channel: "456" }; "456" → { publisher: null, channel: "456" }. */
export function channelParts(id: string): { publisher: string | null; channel: string } {
  const at = id.lastIndexOf(':');
  if (at < 0) return { publisher: null, channel: id };
  return { publisher: id.slice(0, at).replace(/^ca-/, ''), channel: id.slice(at + 1) };
}

/** A reported channel is a stored one when the numbers agree and no publisher differs. */
export function sameChannel(reported: string, stored: string): boolean {
  const a = channelParts(reported);
  const b = channelParts(stored);
  return (
    a.channel === b.channel && (a.publisher === null || b.publisher === null || a.publisher === b.publisher)
  );
}

const lineList = (rows: ReportRow[]) => {
  const lines = rows.map((r) => r.line ?? 0);
  return lines.length > 10 ? `${lines.slice(0, 10).join(', ')}… (${lines.length} lignes)` : lines.join(', ');
};

/** The reasons the report is refused (empty when it is fine). */
export function reportProblems(rows: ReportRow[], today: string, publisher: string | null): string[] {
  const problems: string[] = [];
  const seen = new Map<string, ReportRow>();
  const duplicated = new Set<ReportRow>();
  for (const row of rows) {
    const key = `${row.day}|${channelParts(row.channelId).channel}|${row.adUnitId ?? ''}`;
    const first = seen.get(key);
    if (first) duplicated.add(first).add(row);
    else seen.set(key, row);
  }
  const duplicates = [...duplicated].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (duplicates.length > 0) problems.push(REVENUE_MESSAGES.duplicateLines(lineList(duplicates)));
  const future = rows.filter((r) => r.day >= today);
  if (future.length > 0) problems.push(REVENUE_MESSAGES.futureDays(lineList(future)));
  if (publisher) {
    const foreign = rows.filter((r) => {
      const own = channelParts(r.channelId).publisher;
      return own !== null && own !== publisher;
    });
    if (foreign.length > 0) problems.push(REVENUE_MESSAGES.otherPublisher(lineList(foreign), publisher));
  }
  return problems;
}

/** One line per day and channel: the ad units' earnings added up, the channel and line of the first kept. */
export function sumByChannelAndDay(rows: ReportRow[]): ReportRow[] {
  const summed = new Map<string, ReportRow>();
  for (const { adUnitId: _unit, ...row } of rows) {
    const key = `${row.day}|${channelParts(row.channelId).channel}`;
    const first = summed.get(key);
    if (first) first.earningsCents += row.earningsCents;
    else summed.set(key, { ...row });
  }
  return [...summed.values()];
}
