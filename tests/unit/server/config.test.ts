import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portail-config-'));

describe('loadConfig', () => {
  it('needs no variable: SQLite file in ./data-like folder, port 3000, local URL', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ dialect: 'sqlite', file: join(dir, 'portail.sqlite') });
    expect(config.builtinSignIn).toBe(true);
    expect(config.features).toEqual({ searchHistory: true, safeSearch: true });
  });

  it('generates the session secret once, keeps it private in the data folder, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(first.sessionSecretGenerated).toBe(true);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
  });

  it('runs on PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
      schema: 'public',
      poolSize: 10,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuration invalide: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Configuration invalide: PORT /],
    [
      { DATABASE_URL: 'mysql://root@localhost/db' },
      /^Configuration invalide: DATABASE_URL doit être une URL postgres/,
    ],
    [{ DATABASE_URL: 'pas une url' }, /^Configuration invalide: DATABASE_URL /],
    [{ SESSION_SECRET: 'court' }, /^Configuration invalide: SESSION_SECRET au moins 32 caractères/],
    [{ FEATURE_SAFE_SEARCH: 'peut-être' }, /^Configuration invalide: FEATURE_SAFE_SEARCH /],
    [{ NODE_ENV: 'staging' }, /^Configuration invalide: NODE_ENV /],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(message);
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  describe('in production', () => {
    const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
    const secret = { SESSION_SECRET: 'x'.repeat(48) };
    const ibanKey = { IBAN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

    it('refuses a generated session secret', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...google })).toThrowError(
        /SESSION_SECRET est obligatoire en production/,
      );
    });

    it('refuses the built-in sign-in provider', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...secret })).toThrowError(
        /GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET sont obligatoires/,
      );
    });

    it('refuses to start without IBAN_ENCRYPTION_KEY, in one French line', () => {
      const env = { NODE_ENV: 'production', DATA_DIR: dataDir(), ...secret, ...google };
      expect(() => loadConfig(env)).toThrowError(
        /^Configuration invalide: IBAN_ENCRYPTION_KEY est obligatoire en production [^\n]*$/,
      );
    });

    it('starts with a real secret, Google sign-in and an IBAN key', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        ...secret,
        ...google,
        ...ibanKey,
      });
      expect(config.builtinSignIn).toBe(false);
      expect(config.sessionSecretGenerated).toBe(false);
    });
  });
});

describe('operating settings of many processes', () => {
  it('gives each database its own Redis key prefix, unless one is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redisKeyPrefix).toBe('portail:');
    const pg = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/shop' };
    expect(loadConfig(pg).redisKeyPrefix).toBe('portail:shop:');
    expect(loadConfig({ ...pg, DATABASE_SCHEMA: 'run_7' }).redisKeyPrefix).toBe('portail:shop.run_7:');
    expect(loadConfig({ ...pg, REDIS_KEY_PREFIX: 'site-b:' }).redisKeyPrefix).toBe('site-b:');
  });

  it('sizes the PostgreSQL pool and the events retention from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db/shop',
      DATABASE_POOL_SIZE: '25',
      EVENTS_RETENTION_DAYS: '7',
    });
    expect(config.database).toMatchObject({ dialect: 'postgres', poolSize: 25 });
    expect(config.eventsRetentionDays).toBe(7);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
