// The broadcast itself: a publication is applied at once where it is made, once, and heard by every other
// process on the same prefix, never by another install's.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryBroadcast, redisBroadcast, type Broadcast } from '../../../server/platform/cache/broadcast';
import { redisAnswers, TEST_REDIS_URL } from '../../fixtures/redis';
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
