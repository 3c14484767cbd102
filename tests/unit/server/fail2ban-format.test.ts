import { readFileSync } from 'node:fs';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

describe('the log line the fail2ban sample reads', () => {
  it('is matched by the failregex of deploy/fail2ban/filter.d/portail.conf', () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
    );
    const event = { ip: '203.0.113.7', path: '/auth/google/callback', status: 401, jail: 'auth' };
    logger.warn({ security: 'failure', ...event }, 'Found 203.0.113.7 [auth] 401 /auth/google/callback');
    const filter = readFileSync(
      new URL('../../../deploy/fail2ban/filter.d/portail.conf', import.meta.url),
      'utf8',
    );
    const failregex = /^failregex = (.*)$/m.exec(filter)![1]!;
    // fail2ban's <ADDR> and %(_jail)s, as fail2ban expands them for the auth jail.
    const regex = new RegExp(
      failregex.replace('<ADDR>', '(?<host>[0-9a-fA-F:.]+)').replace('%(_jail)s', 'auth'),
    );
    const match = regex.exec(lines[0]!);
    expect(match?.groups?.host).toBe('203.0.113.7');
    expect(lines[0]).toMatch(/"time":\d{13},/);
  });
});
