// The local indexes the search benchmarks run on: the shipped 35k pages, and the same with 1,000,000 generated
// pages on top (`npm run index:generate`), built once and kept in `$TMPDIR/portail-bench-local` (SQLite,
// BENCH_LOCAL_DIR) or the PostgreSQL schema `bench_local_1m` (BENCH_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Generated pages on top of the ~35k shipped ones. */
export const GENERATED_PAGES = { '35k': 0, '1M': 1_000_000 } as const;
export type Size = keyof typeof GENERATED_PAGES;
export type DatabaseKind = 'sqlite' | 'postgres';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEPT_IN = process.env.BENCH_LOCAL_DIR ?? join(tmpdir(), 'portail-bench-local');

/** Where an index of this size lives: a kept folder (SQLite) or schema (PostgreSQL), built once. */
export function databaseEnv(kind: DatabaseKind, size: Size): Record<string, string> {
  const name = `bench_local_${size.toLowerCase()}`;
  if (kind === 'postgres') return { DATABASE_URL, DATABASE_SCHEMA: name };
  const dataDir = join(KEPT_IN, name);
  mkdirSync(dataDir, { recursive: true });
  return { DATA_DIR: dataDir };
}

/** Builds the generated pages with `npm run index:generate`, unless an earlier run already did. */
export function ensureGenerated(env: Record<string, string>, size: Size): void {
  const generated = GENERATED_PAGES[size];
  if (generated === 0) return;
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/search/results/local/cli-generate.ts',
      String(generated),
      '1',
      '--if-missing',
    ],
    { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('index:generate a échoué');
}
