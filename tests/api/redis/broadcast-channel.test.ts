// The broadcast itself: a publication is applied at once where it is made, once, and heard by every other
// process on the same prefix, never by another install's; on PostgreSQL, also while Redis is down.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryBroadcast, redisBroadcast, type Broadcast } from '../../../server/platform/cache/broadcast';
import { pgChannel } from '../../../server/platform/cache/pgChannel';
import { openDatabase, poolOf } from '../../../server/platform/db/database';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';
import { TEST_DIALECT, TEST_PG_URL } from '../../fixtures/testApp';
import { until } from '../../fixtures/until';

describe('the broadcast without Redis', () => {
  it('applies a publication to this process at once', () => {
    const broadcast = memoryBroadcast();
    const heard: Array<string | undefined> = [];
    broadcast.subscribe('bans', (payload) => heard.push(payload));
    broadcast.subscribe('other', () => heard.push('wrong topic'));
    broadcast.publish('bans', 'x');
    expect(heard).toEqual(['x']);
  });
});

describe.runIf(await redisAnswers())('the broadcast over Redis', () => {
  const opened: Broadcast[] = [];
  afterAll(async () => {
    for (const broadcast of opened) await broadcast.close();
  });
  async function listening(prefix: string) {
    const broadcast = redisBroadcast(TEST_REDIS_URL, prefix);
    opened.push(broadcast);
    const heard: Array<string | undefined> = [];
    broadcast.subscribe('partner', (payload) => heard.push(payload));
    await broadcast.ready(10_000);
    return { broadcast, heard };
  }

  it('applies its own publication at once and once; the others hear it; another prefix does not', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const a = await listening(prefix);
    const b = await listening(prefix);
    const elsewhere = await listening(`test:${randomBytes(6).toString('hex')}:`);

    a.broadcast.publish('partner', 'x');
    expect(a.heard).toEqual(['x']);
    a.broadcast.publish('partner', 'y');
    await until(() => b.heard.length === 2);
    expect(b.heard).toEqual(['x', 'y']);
    // B's answer reaches A after A's own messages came back on the channel: A skipped them.
    b.broadcast.publish('partner', 'z');
    await until(() => a.heard.length >= 3);
    expect(a.heard).toEqual(['x', 'y', 'z']);
    expect(b.heard).toEqual(['x', 'y', 'z']);
    expect(elsewhere.heard).toEqual([]);
  });
});

describe.runIf(TEST_DIALECT === 'postgres' && (await redisAnswers()))(
  'the broadcast when Redis does not carry it (PostgreSQL LISTEN/NOTIFY)',
  () => {
    const database = openDatabase({ dialect: 'postgres', url: TEST_PG_URL, schema: 'public' });
    const pool = poolOf(database.db)!;
    const opened: Broadcast[] = [];
    afterAll(async () => {
      for (const broadcast of opened) await broadcast.close();
      await database.db.destroy();
    });
    /** A process of the install `prefix` whose Redis is `redisUrl` (a closed port: Redis down for it). */
    function processOn(prefix: string, redisUrl: string) {
      const broadcast = redisBroadcast(redisUrl, prefix, undefined, pgChannel(pool, prefix));
      opened.push(broadcast);
      const heard: Array<string | undefined> = [];
      broadcast.subscribe('bans', (payload) => heard.push(payload));
      return { broadcast, heard };
    }
    const DOWN = 'redis://127.0.0.1:1';

    it('carries publications and heartbeats between processes whose Redis is down, within a second', async () => {
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const [a, b, c] = [processOn(prefix, DOWN), processOn(prefix, DOWN), processOn(prefix, DOWN)];
      const elsewhere = processOn(`test:${randomBytes(6).toString('hex')}:`, DOWN);
      await until(() => [a, b, c].every((p) => p.broadcast.hearing() && p.broadcast.processes() === 3));
      const sent = Date.now();
      a.broadcast.publish('bans', 'x');
      expect(a.heard).toEqual(['x']);
      await until(() => b.heard.length === 1 && c.heard.length === 1);
      const delay = Date.now() - sent;
      console.log(`over NOTIFY: heard by both others after ${delay} ms`);
      expect(delay).toBeLessThanOrEqual(1000);
      expect([b.heard, c.heard]).toEqual([['x'], ['x']]);
      expect(elsewhere.heard).toEqual([]);
      expect(elsewhere.broadcast.processes()).toBe(1);
    });

    it('sends over NOTIFY too when Redis handed a message to fewer processes than are alive', async () => {
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const up = processOn(prefix, TEST_REDIS_URL);
      const cut = processOn(prefix, DOWN);
      await up.broadcast.ready(10_000);
      await until(() => up.broadcast.processes() === 2 && cut.broadcast.processes() === 2);
      up.broadcast.publish('bans', 'y');
      await until(() => cut.heard.length === 1);
      expect(cut.heard).toEqual(['y']);
    });
  },
);
