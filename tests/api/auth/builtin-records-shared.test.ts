// The built-in provider's records on the database (oidc-provider's adapter on Kysely), seen by every process.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseAdapter } from '../../../server/accounts/auth/builtin/adapter';
import { pruneExpiredOidcRecords } from '../../../server/accounts/auth/builtin/store';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('the built-in provider’s records (DatabaseAdapter)', () => {
  let t: TestApp;
  /** A second process's connections to the same database. */
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await buildTestApp();
    other = openDatabase(t.config.database);
  });
  afterEach(() => void vi.useRealTimers());
  afterAll(async () => {
    await other.db.destroy();
    await t.close();
  });

  const rows = async (model: string) =>
    (await t.database.db.selectFrom('oidc_records').select('id').where('model', '=', model).execute()).map(
      (r) => r.id,
    );

  it('finds through another process’s connections what one process wrote, by id, uid and user code', async () => {
    await new DatabaseAdapter(t.database, 'Session').upsert('s1', { uid: 'u1', accountId: 'acc' }, 60);
    await new DatabaseAdapter(t.database, 'DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await new DatabaseAdapter(other, 'Session').find('s1')).toEqual({ uid: 'u1', accountId: 'acc' });
    expect(await new DatabaseAdapter(other, 'Session').findByUid('u1')).toMatchObject({ accountId: 'acc' });
    expect(await new DatabaseAdapter(other, 'DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({
      userCode: 'ABCD-EFGH',
    });
    // Each model has its own ids: an Interaction named s1 is not the Session s1.
    expect(await new DatabaseAdapter(other, 'Interaction').find('s1')).toBeUndefined();
  });

  it('replaces a record written again, and destroys it', async () => {
    const adapter = new DatabaseAdapter(t.database, 'Interaction');
    await adapter.upsert('i1', { step: 1 }, 60);
    await adapter.upsert('i1', { step: 2 }, 60);
    expect(await new DatabaseAdapter(other, 'Interaction').find('i1')).toEqual({ step: 2 });
    await new DatabaseAdapter(other, 'Interaction').destroy('i1');
    expect(await adapter.find('i1')).toBeUndefined();
  });

  it('marks a record consumed, in epoch seconds, for every process', async () => {
    const before = Math.floor(Date.now() / 1000);
    await new DatabaseAdapter(t.database, 'AuthorizationCode').upsert('c1', { grantId: 'g0' }, 60);
    expect(await new DatabaseAdapter(other, 'AuthorizationCode').find('c1')).toEqual({ grantId: 'g0' });
    await new DatabaseAdapter(other, 'AuthorizationCode').consume('c1');
    const found = await new DatabaseAdapter(t.database, 'AuthorizationCode').find('c1');
    expect(found?.consumed).toBeGreaterThanOrEqual(before);
    expect(found?.consumed).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('does not find an expired record, and prunes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const adapter = new DatabaseAdapter(t.database, 'Interaction');
    await adapter.upsert('short', { a: 1 }, 30);
    await adapter.upsert('long', { a: 2 }, 120);
    vi.setSystemTime(Date.now() + 31_000);
    expect(await adapter.find('short')).toBeUndefined();
    expect(await adapter.find('long')).toEqual({ a: 2 });
    expect(await rows('Interaction')).toContain('short');
    // The next write past the pruning interval takes the expired rows away.
    vi.setSystemTime(Date.now() + 60_000);
    await new DatabaseAdapter(t.database, 'Session').upsert('s2', { uid: 'u2' }, 60);
    expect(await rows('Interaction')).not.toContain('short');
    expect(await rows('Interaction')).toContain('long');
  });

  it('prunes many expired records in batches, and never what does not expire', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const expired = Array.from({ length: 1234 }, (_, i) => ({
      model: 'AccessToken',
      id: `old-${i}`,
      payload: '{}',
      expires_at: past,
    }));
    for (let i = 0; i < expired.length; i += 400)
      await t.database.db
        .insertInto('oidc_records')
        .values(expired.slice(i, i + 400))
        .execute();
    await t.database.db
      .insertInto('oidc_records')
      .values({ model: 'Keep', id: 'k', payload: '{}' })
      .execute();
    expect(await pruneExpiredOidcRecords(other)).toBeGreaterThanOrEqual(1234);
    expect(await rows('AccessToken')).toEqual([]);
    expect(await rows('Keep')).toEqual(['k']);
  });

  it('revokes every token of a grant, whichever model wrote it, and only those', async () => {
    await new DatabaseAdapter(t.database, 'AccessToken').upsert('at1', { grantId: 'g1' }, 60);
    await new DatabaseAdapter(t.database, 'AuthorizationCode').upsert('ac1', { grantId: 'g1' }, 60);
    await new DatabaseAdapter(t.database, 'RefreshToken').upsert('rt1', { grantId: 'g1' }, 60);
    await new DatabaseAdapter(t.database, 'AccessToken').upsert('at2', { grantId: 'g2' }, 60);
    await new DatabaseAdapter(other, 'AccessToken').revokeByGrantId('g1');
    expect(await new DatabaseAdapter(t.database, 'AccessToken').find('at1')).toBeUndefined();
    expect(await new DatabaseAdapter(t.database, 'AuthorizationCode').find('ac1')).toBeUndefined();
    expect(await new DatabaseAdapter(t.database, 'RefreshToken').find('rt1')).toBeUndefined();
    expect(await new DatabaseAdapter(t.database, 'AccessToken').find('at2')).toEqual({ grantId: 'g2' });
  });
});
