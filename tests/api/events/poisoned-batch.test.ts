// One POST /events carrying a NUL must not fail the whole 100 ms batch (on PostgreSQL it once cost 20 of 20
// innocent requests a 500 and their events). Events are validated one by one before they join a batch,
// and a batch the database still refuses is retried request by request: one bad row never costs another request
// its events, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { API_MESSAGES } from '../../../common/messages';
import { createEventBuffer, UnstorableEventError } from '../../../server/programme/events/service';
import type { NewSiteEvent } from '../../../server/programme/events/store';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const INNOCENT = 20;

describe('POST /events: a poisoned request beside 20 innocent ones', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { SECURITY_IGNORE_IPS: '127.0.0.1' } })));
  afterAll(() => t?.close());

  const post = (payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/events', payload, headers: { 'content-type': contentType } });
  const storedPaths = async (prefix: string) =>
    (
      await t.database.db
        .selectFrom('site_events')
        .select('path')
        .where('path', 'like', `${prefix}%`)
        .execute()
    ).map((r) => r.path);
  const innocent = (round: string, i: number) =>
    JSON.stringify({ events: [{ type: 'page_view', path: `/${round}/${i}` }] });

  /** The poisons of the attack: a NUL in each field, escaped and raw, a lone surrogate, bytes that are not UTF-8. */
  const POISONS: Array<{ label: string; payload: string | Buffer; contentType?: string }> = [
    { label: 'a NUL in the path', payload: '{"events":[{"type":"page_view","path":"/a\\u0000b"}]}' },
    {
      label: 'a NUL in the slot',
      payload: '{"events":[{"type":"ad_filled","slot":"home\\u0000top","path":"/"}]}',
    },
    {
      label: 'a NUL in a sendBeacon body',
      payload: '{"events":[{"type":"page_view","path":"/\\u0000"}]}',
      contentType: 'text/plain;charset=UTF-8',
    },
    { label: 'a lone surrogate', payload: '{"events":[{"type":"page_view","path":"/\\ud800"}]}' },
    {
      label: 'bytes that are not UTF-8',
      payload: Buffer.concat([
        Buffer.from('{"events":[{"type":"page_view","path":"/'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}]}'),
      ]),
    },
  ];

  for (const [round, poison] of POISONS.entries())
    it(`stores all ${INNOCENT} innocent requests sent together with one carrying ${poison.label}`, async () => {
      const prefix = `/tour${round}`;
      const answers = await Promise.all([
        ...Array.from({ length: INNOCENT / 2 }, (_, i) => post(innocent(`tour${round}`, i))),
        post(poison.payload, poison.contentType),
        ...Array.from({ length: INNOCENT / 2 }, (_, i) => post(innocent(`tour${round}`, INNOCENT / 2 + i))),
      ]);
      const poisoned = answers[INNOCENT / 2]!;
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().error.message).toBe(API_MESSAGES.invalidText);
      const innocents = answers.filter((_, i) => i !== INNOCENT / 2);
      expect(innocents.map((a) => a.statusCode)).toEqual(Array(INNOCENT).fill(202));
      expect((await storedPaths(prefix)).sort()).toEqual(
        Array.from({ length: INNOCENT }, (_, i) => `${prefix}/${i}`).sort(),
      );
    });

  describe('the batch itself, on the database', () => {
    const row = (path: string): NewSiteEvent => ({
      type: 'page_view',
      path,
      slot: null,
      force_admin: 0,
      referral_code: null,
      day: parisDay(),
    });

    it('refuses a row holding a NUL before it joins the batch; the others of that batch are stored', async () => {
      const buffer = createEventBuffer(t.database);
      const writes = [
        ...Array.from({ length: INNOCENT }, (_, i) => buffer.write([row(`/tampon/${i}`)])),
        buffer.write([row('/tampon/\u0000')]),
        buffer.write([row('/tampon/\ud800')]),
      ];
      const settled = await Promise.allSettled(writes);
      await buffer.close();
      expect(settled.slice(0, INNOCENT).every((s) => s.status === 'fulfilled')).toBe(true);
      for (const s of settled.slice(INNOCENT)) {
        expect(s.status).toBe('rejected');
        expect((s as PromiseRejectedResult).reason).toBeInstanceOf(UnstorableEventError);
      }
      expect(await storedPaths('/tampon/')).toHaveLength(INNOCENT);
    });

    it('retries a batch the database refuses request by request: only the request with the bad row fails', async () => {
      const retried: unknown[] = [];
      const buffer = createEventBuffer(t.database, { onRetry: (error) => retried.push(error) });
      // A row the checks let through but every database refuses: no type (NOT NULL).
      const refused = { ...row('/reprise/refuse'), type: null } as unknown as NewSiteEvent;
      const settled = await Promise.allSettled([
        ...Array.from({ length: INNOCENT / 2 }, (_, i) => buffer.write([row(`/reprise/${i}`)])),
        buffer.write([row('/reprise/voisin'), refused]),
        ...Array.from({ length: INNOCENT / 2 }, (_, i) =>
          buffer.write([row(`/reprise/${INNOCENT / 2 + i}`)]),
        ),
      ]);
      await buffer.close();
      expect(retried).toHaveLength(1);
      expect(settled.map((s) => s.status)).toEqual([
        ...Array(INNOCENT / 2).fill('fulfilled'),
        'rejected',
        ...Array(INNOCENT / 2).fill('fulfilled'),
      ]);
      // The failing request's own rows are written together or not at all.
      expect((await storedPaths('/reprise/')).sort()).toEqual(
        Array.from({ length: INNOCENT }, (_, i) => `/reprise/${i}`).sort(),
      );
    });
  });
});
