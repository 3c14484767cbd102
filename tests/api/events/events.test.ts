import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { dailyEventCounts } from '../../../server/programme/events/store';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('POST /events', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/events',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const stored = () => t.database.db.selectFrom('site_events').selectAll().orderBy('id').execute();

  it('stores page views and filled ad slots, acknowledged once written, and counts them per Paris day', async () => {
    const before = await dailyEventCounts(t.database, parisDay());
    const res = await post(
      {
        events: [
          { type: 'page_view', path: '/search?q=lyon' },
          { type: 'ad_filled', slot: 'home_top', path: '/', force_admin: true },
          { type: 'page_view', path: '/' },
        ],
      },
      { cookie: 'pa_ref=LYON42; other=1' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: 3 } });
    const rows = await stored();
    expect(
      rows.slice(-3).map((r) => [r.type, r.path, r.slot, r.force_admin, r.referral_code, r.day]),
    ).toEqual([
      ['page_view', '/search?q=lyon', null, 0, 'LYON42', parisDay()],
      ['ad_filled', '/', 'home_top', 1, 'LYON42', parisDay()],
      ['page_view', '/', null, 0, 'LYON42', parisDay()],
    ]);
    const after = await dailyEventCounts(t.database, parisDay());
    expect((after.page_view ?? 0) - (before.page_view ?? 0)).toBe(2);
    expect((after.ad_filled ?? 0) - (before.ad_filled ?? 0)).toBe(1);
  });

  it('takes the text/plain body that navigator.sendBeacon sends', async () => {
    const res = await post(
      { events: [{ type: 'page_view', path: '/privacy' }] },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(res.statusCode).toBe(202);
  });

  it('writes concurrent requests in shared batches and loses none', async () => {
    const count = (await stored()).length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post({ events: [{ type: 'page_view', path: `/p/${i}` }] })),
    );
    expect(answers.every((a) => a.statusCode === 202)).toBe(true);
    expect((await stored()).length).toBe(count + 40);
  });

  it.each([
    [{}, 'events'],
    [{ events: [] }, 'events'],
    [{ events: [{ type: 'click', path: '/' }] }, 'events.0.type'],
    [{ events: [{ type: 'page_view' }] }, 'events.0.path'],
    [{ events: [{ type: 'page_view', path: 'https://evil.example/' }] }, 'events.0.path'],
    [{ events: [{ type: 'page_view', path: '//evil.example/' }] }, 'events.0.path'],
    [{ events: [{ type: 'ad_filled', path: '/' }] }, 'events.0.slot'],
    [{ events: [{ type: 'page_view', path: '/', partner_id: 3 }] }, 'events.0'],
    [{ events: Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' })) }, 'events'],
  ])('refuses %j with 400 on %s and stores nothing', async (payload, field) => {
    const count = (await stored()).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await stored()).length).toBe(count);
  });

  it('refuses a text/plain body that is not JSON with 400', async () => {
    const res = await post('nope', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(400);
  });
});
