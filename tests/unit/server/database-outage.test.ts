// What counts as the database being away (503, Retry-After) rather than a fault of ours (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseOutage } from '../../../server/platform/http/databaseOutage';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database outage', () => {
  it.each([
    ['a connection refused', withCode('ECONNREFUSED')],
    ['a connection reset', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time from the pool', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy past its timeout', withCode('SQLITE_BUSY')],
    ['any of these as the cause of another error', new Error('wrapped', { cause: withCode('ECONNREFUSED') })],
  ])('is %s', (_, error) => {
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a constraint of SQLite', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is not %s', (_, error) => {
    expect(isDatabaseOutage(error)).toBe(false);
  });
});
