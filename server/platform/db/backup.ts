// A consistent copy of the live database: SQLite's VACUUM INTO, or pg_dump for PostgreSQL.
import SQLite from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';
import { makePrivateFile, PRIVATE_FILE_MODE } from './database';

export type Backup = { file: string; bytes: number };

/** Where a backup goes when no file is named: `$DATA_DIR/backups/portail-<UTC time>.<sqlite|dump>`. */
export function defaultBackupFile(config: Pick<Config, 'dataDir' | 'database'>, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const extension = config.database.dialect === 'sqlite' ? 'sqlite' : 'dump';
  return join(config.dataDir, 'backups', `portail-${stamp}.${extension}`);
}

export async function backupDatabase(
  database: Config['database'],
  file: string,
  { spawner = spawn }: { spawner?: Spawner } = {},
): Promise<Backup> {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // A backup holds what the database holds: 0600 from its creation on, not after the copy.
  makePrivateFile(file);
  if (database.dialect === 'sqlite') await backupSqlite(database.file, file);
  else await pgDump(database.url, database.schema, file, spawner);
  chmodSync(file, PRIVATE_FILE_MODE);
  return { file, bytes: statSync(file).size };
}

async function backupSqlite(source: string, file: string) {
  if (!existsSync(source)) throw new Error(`aucune base à sauvegarder, ${source} n’existe pas`);
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // One read transaction while the server keeps writing: a consistent snapshot that a write cannot restart
    // (the page-by-page backup starts over at each write of another connection, and may never end).
    live.prepare('vacuum into ?').run(file);
  } finally {
    live.close();
  }
  // The copy keeps the live file's WAL mode: back to a rollback journal, it is one file, with no -wal or -shm beside.
  const copy = new SQLite(file);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`copie corrompue : ${String(check)}`);
  } finally {
    copy.close();
  }
}

/**
 * pg_dump's command line and environment for a database URL: the password goes in PGPASSWORD, never
 * in the arguments (any local user reads those in `ps`).
 */
export function pgDumpInvocation(
  url: string,
  schema: string,
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): { args: string[]; env: NodeJS.ProcessEnv } {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = '';
  const args = [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--schema=${schema}`,
    `--file=${file}`,
    `--dbname=${withoutPassword.toString()}`,
  ];
  return { args, env: password ? { ...env, PGPASSWORD: password } : { ...env } };
}

/** Starts a process; tests replace it to read what pg_dump would be given. */
export type Spawner = typeof spawn;

function pgDump(url: string, schema: string, file: string, spawner: Spawner): Promise<void> {
  const { args, env } = pgDumpInvocation(url, schema, file);
  return new Promise((resolve, reject) => {
    const child = spawner('pg_dump', args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`pg_dump introuvable : ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump a échoué : ${stderr.trim()}`)),
    );
  });
}
