import SQLite from 'better-sqlite3';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupDatabase, defaultBackupFile } from '../../../server/platform/db/backup';
import { signIn, applyAsPartner } from '../../fixtures/roles';
import { buildTestApp, TEST_DIALECT, TEST_PG_URL, type TestApp } from '../../fixtures/testApp';

// pg_dump, pg_restore and three cold `tsx` starts take seconds on a loaded 2-core machine: the tests
// wait for the processes, bounded only by this, for one that hangs.
const HUNG_PROCESS_MS = 120_000;

let t: TestApp;
const folder = mkdtempSync(join(tmpdir(), 'portail-backup-'));
beforeAll(async () => (t = await buildTestApp()));
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Partners written while the backup runs: the copy holds a consistent prefix of them. */
async function writeWhile<T>(work: Promise<T>) {
  let done = false;
  let written = 0;
  const writer = (async () => {
    while (!done) {
      await t.database.db
        .insertInto('partners')
        .values({
          code: `SAUVE${written}`,
          name: 'Pendant',
          email: `pendant${written}@example.fr`,
          revenue_share_percent: 50,
          payout_threshold_cents: 7000,
        })
        .execute();
      written++;
      // better-sqlite3 answers synchronously: give the backup's steps their turn, as a server's I/O would.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const result = await work.finally(() => (done = true));
  await writer;
  return { result, written };
}

it(
  'npm run db:backup copies the live database while it is written, and the copy restores',
  { timeout: HUNG_PROCESS_MS },
  async () => {
    const caller = await signIn(t.app, 'Sauvegarde', 'sauvegarde@example.fr');
    await applyAsPartner(t.app, caller);
    const file = join(folder, TEST_DIALECT === 'sqlite' ? 'copie.sqlite' : 'copie.dump');
    const { result, written } = await writeWhile(backupDatabase(t.config.database, file));
    expect(result.bytes).toBeGreaterThan(10_000);
    expect(written).toBeGreaterThan(0);

    if (TEST_DIALECT === 'sqlite') {
      const copy = new SQLite(file, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const codes = copy.prepare('select code from partners order by id').pluck().all() as string[];
      copy.close();
      expect(codes[0]).toMatch(/^SAUVEG/);
      // A prefix of what was written during the copy, never a torn row set.
      expect(codes.slice(1)).toEqual(Array.from({ length: codes.length - 1 }, (_, i) => `SAUVE${i}`));
      return;
    }
    // PostgreSQL: pg_restore the dump into a database of its own and read it back.
    const target = `restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`create database ${target}`);
    try {
      const targetUrl = TEST_PG_URL.replace(/\/[^/]*$/, `/${target}`);
      // A new database first gets the extension the partners' search indexes use, as the restore steps say.
      execFileSync('psql', ['-q', `--dbname=${targetUrl}`, '-c', 'create extension if not exists pg_trgm']);
      execFileSync('pg_restore', ['--no-owner', '--no-privileges', `--dbname=${targetUrl}`, file]);
      const restored = new pg.Client({ connectionString: targetUrl });
      await restored.connect();
      const schema = t.database.pgSchema!;
      const { rows } = await restored.query(`select code from "${schema}".partners order by id`);
      await restored.end();
      expect(rows[0].code).toMatch(/^SAUVEG/);
      expect(rows.length).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.query(`drop database if exists ${target}`);
      await admin.end();
    }
  },
);

it(
  'the command names its file, and says why in French when it cannot back up',
  { timeout: HUNG_PROCESS_MS },
  () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: folder };
    const missing = spawnSync(process.execPath, ['--import', 'tsx', 'server/platform/db/cli-backup.ts'], {
      env,
      encoding: 'utf8',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^Sauvegarde impossible : aucune base à sauvegarder, .*portail\.sqlite n’existe pas/,
    );

    const live = new SQLite(join(folder, 'portail.sqlite'));
    live.exec("create table notes (body text); insert into notes values ('gardée')");
    live.close();
    const ok = spawnSync(process.execPath, ['--import', 'tsx', 'server/platform/db/cli-backup.ts'], {
      env,
      encoding: 'utf8',
    });
    expect(ok.stderr.replace(/npm warn.*\n?/g, '')).toBe('');
    expect(ok.stdout).toMatch(/^Sauvegarde écrite : .*\/backups\/portail-\d{8}T\d{6}Z\.sqlite \(\d+ Ko\)\n$/);

    const down = spawnSync(process.execPath, ['--import', 'tsx', 'server/platform/db/cli-backup.ts'], {
      env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' },
      encoding: 'utf8',
    });
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/^Sauvegarde impossible : pg_dump a échoué/);
    expect(
      defaultBackupFile(
        { dataDir: '/srv/data', database: { dialect: 'sqlite', file: 'x' } },
        new Date('2026-11-23T09:05:07.123Z'),
      ),
    ).toBe('/srv/data/backups/portail-20261123T090507Z.sqlite');
  },
);
