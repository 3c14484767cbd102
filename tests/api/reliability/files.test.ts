// Database files are created 0600 in a 0700 data folder, a backup is one file, and pg_dump never sees the password on
// its command line.
import { EventEmitter } from 'node:events';
import SQLite from 'better-sqlite3';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';
import { backupDatabase, type Spawner } from '../../../server/platform/db/backup';
import { openDatabase } from '../../../server/platform/db/database';
import { migrateToLatest } from '../../../server/platform/db/migrate';
import { TEST_DIALECT } from '../../fixtures/testApp';

const folder = mkdtempSync(join(tmpdir(), 'portail-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

// The SQLite file is opened by either project: its modes do not depend on the configured database.
describe.runIf(TEST_DIALECT === 'sqlite')('SQLite files', () => {
  const file = join(folder, 'portail.sqlite');
  const database = openDatabase({ dialect: 'sqlite', file });
  beforeAll(() => migrateToLatest(database));
  afterAll(() => database.db.destroy());

  it('the database, its -wal and -shm are 0600 from their creation', async () => {
    await database.db
      .insertInto('partners')
      .values({
        code: 'MODE1',
        name: 'Mode',
        email: 'mode@example.fr',
        revenue_share_percent: 50,
        payout_threshold_cents: 7000,
      })
      .execute();
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe(0o600);
  });

  it('a backup is 0600, and so is an existing database file opened again', async () => {
    const backup = await backupDatabase({ dialect: 'sqlite', file }, join(folder, 'backups', 'copie.sqlite'));
    expect(modeOf(backup.file)).toBe(0o600);
    expect(modeOf(join(folder, 'backups'))).toBe(0o700);
    // One file, readable alone: no -wal or -shm beside it, and its journal no longer WAL.
    expect(readdirSync(join(folder, 'backups'))).toEqual(['copie.sqlite']);
    const copy = new SQLite(backup.file, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare('select code from partners').pluck().all()).toEqual(['MODE1']);
    copy.close();
    expect(readdirSync(join(folder, 'backups'))).toEqual(['copie.sqlite']);

    const old = join(folder, 'ancien.sqlite');
    writeFileSync(old, '', { mode: 0o644 });
    const reopened = openDatabase({ dialect: 'sqlite', file: old });
    await migrateToLatest(reopened);
    await reopened.db.destroy();
    expect(modeOf(old)).toBe(0o600);
  });
});

describe('the data folder', () => {
  it('is made 0700, and brought back to 0700 when it was wider', () => {
    const data = join(folder, 'donnees');
    loadConfig({ DATA_DIR: data, NODE_ENV: 'test' });
    expect(modeOf(data)).toBe(0o700);
    chmodSync(data, 0o755);
    loadConfig({ DATA_DIR: data, NODE_ENV: 'test' });
    expect(modeOf(data)).toBe(0o700);
    for (const secret of readdirSync(data)) expect(modeOf(join(data, secret)), secret).toBe(0o600);
  });
});

describe('pg_dump', () => {
  it('gets the password from PGPASSWORD, never on its command line', async () => {
    const calls: { command: string; args: readonly string[]; env: NodeJS.ProcessEnv }[] = [];
    const fakeSpawn = ((command: string, args: readonly string[], options: { env: NodeJS.ProcessEnv }) => {
      calls.push({ command, args, env: options.env });
      const child = Object.assign(new EventEmitter(), { stderr: new PassThrough() });
      setImmediate(() => child.emit('exit', 0));
      return child;
    }) as unknown as Spawner;
    const file = join(folder, 'dump', 'portail.dump');
    const url = 'postgres://sauvegarde:s3cr%C3%A8t%40x@db.example:5433/portail';
    const backup = await backupDatabase({ dialect: 'postgres', url, schema: 'public' }, file, {
      spawner: fakeSpawn,
    });

    expect(calls).toHaveLength(1);
    const [{ command, args, env }] = calls as [(typeof calls)[0]];
    expect(command).toBe('pg_dump');
    expect(args.join(' ')).not.toMatch(/s3cr|%40x/);
    expect(args).toContain('--dbname=postgres://sauvegarde@db.example:5433/portail');
    expect(args).toContain(`--file=${file}`);
    expect(env.PGPASSWORD).toBe('s3crèt@x');
    // The dump file itself exists, 0600, before pg_dump writes into it.
    expect(modeOf(backup.file)).toBe(0o600);
  });
});
