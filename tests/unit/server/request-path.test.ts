// The request path's shortcuts answer exactly what the long way did.
import { describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import type { SearchAnswer } from '../../../common/search';
import { parisToday } from '../../../server/platform/parisToday';
import { searchAnswerBytes } from '../../../server/search/results/answerJson';
import { memoryCounter } from '../../../server/platform/counters/counter';
import { createRequestsByHour } from '../../../server/security/requestsByHour';

const HOUR = 3600_000;

describe('searchAnswerBytes', () => {
  const results = [
    {
      kind: 'web',
      title: 'Lyon « ville » \u2028',
      url: 'https://ex.fr/a?b="c"',
      displayUrl: 'ex.fr',
      snippet: 'é\\n',
    },
  ] as unknown as SearchAnswer['results'];
  const page = { results, hasMore: true, provider: 'local', honours: { lang: true } };

  it('writes the bytes of JSON.stringify, the kept results bytes reused for each answer', () => {
    for (const [n, took] of [
      [1, 3],
      [2, 0],
      [1, 12],
    ] as const) {
      const answer = { ...page, page: n, tookMs: took } as unknown as SearchAnswer;
      expect(searchAnswerBytes(answer).toString()).toBe(JSON.stringify({ data: answer }));
    }
  });

  it('writes the head again when a field other than the time taken differs for the same results', () => {
    for (const [n, more] of [
      [1, true],
      [1, false],
      [3, false],
    ] as const) {
      const answer = { ...page, hasMore: more, page: n, tookMs: 1 } as unknown as SearchAnswer;
      expect(searchAnswerBytes(answer).toString()).toBe(JSON.stringify({ data: answer }));
    }
  });

  it('falls back to JSON.stringify when the results are not the first field or the time taken not the last', () => {
    const late = { ...page, tookMs: 2, page: 1 } as unknown as SearchAnswer;
    expect(searchAnswerBytes(late).toString()).toBe(JSON.stringify({ data: late }));
    const answer = { page: 1, ...page } as unknown as SearchAnswer;
    expect(searchAnswerBytes(answer).toString()).toBe(JSON.stringify({ data: answer }));
  });
});

describe('requestsByHour', () => {
  it('counts each hour, in any order of arrival, and keeps 25 hours', async () => {
    const base = Math.floor(Date.UTC(2026, 10, 25, 10) / HOUR) * HOUR;
    let now = base;
    const hours = createRequestsByHour(memoryCounter(() => now));
    hours.add(base + 1);
    hours.add(base + 2);
    hours.add(base + HOUR + 5);
    hours.add(base + 10);
    expect(await hours.counts([base, base + HOUR, base + 2 * HOUR])).toEqual([3, 1, 0]);
    now = base + 25 * HOUR;
    hours.add(now);
    expect(await hours.counts([base, now])).toEqual([0, 1]);
  });
});

describe('parisToday', () => {
  it('is parisDay, also across Paris midnight and a clock change', () => {
    for (const at of [
      Date.UTC(2026, 0, 1, 22, 59, 59),
      Date.UTC(2026, 0, 1, 23, 0, 0),
      Date.UTC(2026, 2, 28, 22, 59, 30),
      Date.UTC(2026, 2, 28, 23, 0, 1),
      Date.UTC(2026, 6, 14, 21, 59, 59),
      Date.UTC(2026, 6, 14, 22, 0, 0),
    ])
      expect(parisToday(at)).toBe(parisDay(new Date(at)));
  });
});
