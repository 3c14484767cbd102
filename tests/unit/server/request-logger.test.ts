// A request's logger becomes pino's child only when it writes, and its lines keep the request id.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../../server/platform/http/requestLogger';

function parentWithLines() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { parent: pino({ level: 'info' }, sink), lines };
}

describe('lazyRequestLogger', () => {
  it('writes each line through a child bound to the request id, and only at the levels the parent writes', async () => {
    const { parent, lines } = parentWithLines();
    let made = 0;
    const child = parent.child.bind(parent);
    parent.child = ((...args: Parameters<typeof child>) => (made++, child(...args))) as typeof parent.child;
    const log = lazyRequestLogger.call({} as never, parent, { reqId: 'req-7' }, {}, {} as never);
    expect(made).toBe(0);
    expect(log.level).toBe('info');
    log.debug('invisible');
    log.warn({ path: '/api/x' }, 'visible');
    log.error(new Error('boom'), 'failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-7', 'visible'],
      ['req-7', 'failed'],
    ]);
    expect(lines[0]!.path).toBe('/api/x');
    expect(log.child({ module: 'm' }).level).toBe('info');
  });
});
