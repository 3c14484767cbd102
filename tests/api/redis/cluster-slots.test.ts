// Redis Cluster refuses a transaction, or a command, whose keys lie in several hash slots (CROSSSLOT). Every
// command two instances send while they serve (limits near and far, counts shared, the dashboard's hours, the
// cache, the broadcast) is recorded as ioredis writes it, and the keys of each MULTI … EXEC and of each command
// are checked to share one slot (CRC16 of the key or of its {hash tag}, as ioredis' Cluster computes it).
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../common/constants';
import { redisAnswers } from '../../fixtures/redis';
import {
  BUILD_TIMEOUT_MS,
  buildInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type ManyInstances,
} from './instances';

// ioredis' own slot function (its dependency cluster-key-slot, which ships no types).
const calculateSlot = createRequire(import.meta.url)('cluster-key-slot') as (key: string) => number;

type Sent = { name: string; getKeys: () => Array<string | Buffer> };
type Recorded = { names: string[]; keys: string[] };

/** Records every command sent on any connection, each MULTI … EXEC as one entry. */
function recordCommands() {
  const proto = Redis.prototype as unknown as { sendCommand: (command: Sent, ...rest: unknown[]) => unknown };
  const original = proto.sendCommand;
  const open = new WeakMap<object, Recorded>();
  const transactions: Recorded[] = [];
  const commands: Recorded[] = [];
  proto.sendCommand = function (this: object, command: Sent, ...rest: unknown[]) {
    const keys = command.getKeys().map(String);
    const name = command.name.toLowerCase();
    const current = open.get(this);
    if (name === 'multi') open.set(this, { names: [], keys: [] });
    else if (name === 'exec' || name === 'discard') {
      if (current) transactions.push(current);
      open.delete(this);
    } else if (current) {
      current.names.push(name);
      current.keys.push(...keys);
    } else commands.push({ names: [name], keys });
    return original.call(this, command, ...rest);
  };
  return { transactions, commands, stop: () => (proto.sendCommand = original) };
}

const slotsOf = (keys: string[]) => new Set(keys.map(calculateSlot));
const crossSlot = (recorded: Recorded[]) => recorded.filter((r) => slotsOf(r.keys).size > 1);

describe.runIf(await redisAnswers())(
  'the Redis commands of two instances, as Redis Cluster sees them',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: ManyInstances;
    let recorder: ReturnType<typeof recordCommands>;
    beforeAll(async () => {
      recorder = recordCommands();
      t = await buildInstances(2);
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      recorder?.stop();
      await t?.close();
    });

    it('puts the keys of every transaction, and of every command, in one hash slot', async () => {
      // Many clients far from their limits (their hits shared in one send), and one pressed against a small
      // limit (its hits counted in Redis first), spread over both instances.
      const clients = Array.from({ length: 40 }, () => uniqueClient().address);
      for (const [i, address] of clients.entries())
        await t.apps[i % 2]!.inject({ url: '/api/config/client', remoteAddress: address });
      const pressed = uniqueClient().address;
      for (let i = 0; i < RATE_LIMITS.searchHistory + 5; i++)
        await t.apps[i % 2]!.inject({
          url: '/api/search/history?sessionID=abcdefghi',
          remoteAddress: pressed,
        });
      for (const app of t.apps) await app.hitCounter.sync();
      // The dashboard's 24 hours, the cache and the broadcast.
      const hour = 3600_000;
      const start = Math.floor(Date.now() / hour) * hour;
      await t.apps[0]!.requestsByHour.counts(Array.from({ length: 24 }, (_, i) => start - i * hour));
      await t.apps[1]!.cache.set('essai:cluster', 'oui', 60_000);
      expect(await t.apps[0]!.cache.get('essai:cluster')).toBe('oui');
      t.apps[0]!.broadcast.publish('essai', 'cluster');

      const { transactions, commands } = recorder;
      console.log(
        `${transactions.length} transactions and ${commands.length} commands recorded, ` +
          `${transactions.filter((r) => r.keys.length > 0).length} transactions with keys`,
      );
      expect(transactions.length).toBeGreaterThan(clients.length);
      expect(transactions.some((r) => r.names.includes('incrby'))).toBe(true);
      expect(crossSlot(transactions)).toEqual([]);
      expect(crossSlot(commands)).toEqual([]);
    });

    it('would catch a transaction over two slots (the check itself)', async () => {
      const before = recorder.transactions.length;
      // Hash tags pick the slots: {a} and {b} are two.
      const keys = [`${t.prefix}essai:{a}`, `${t.prefix}essai:{b}`];
      expect(slotsOf(keys).size).toBe(2);
      await t.redis.multi().incr(keys[0]!).incr(keys[1]!).exec();
      await t.redis.del(...keys.slice(0, 1));
      await t.redis.del(...keys.slice(1));
      expect(crossSlot(recorder.transactions.slice(before))).toHaveLength(1);
    });
  },
);
