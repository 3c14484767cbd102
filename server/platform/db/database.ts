// Opens the database named by the configuration: a SQLite file by default, PostgreSQL by URL.
import SQLite from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config';
import type { Dialect } from './dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseHandle = { db: Db; dialect: Dialect; pgSchema?: string };

const PG_TIMESTAMPTZ = 1184;
const PG_INT8 = 20;

export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.dialect === 'postgres')
    return {
      db: openPostgres(database.url, database.schema, database.poolSize ?? 10),
      dialect: 'postgres',
      pgSchema: database.schema,
    };
  return { db: openSqlite(database.file), dialect: 'sqlite' };
}

/** Database files hold IBANs and sessions: only the owner reads them (0600). */
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `file` empty and 0600 when it does not exist, and brings an existing one back to 0600. */
export function makePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** SQLite's name of a database that lives in memory and dies with its connection (the fast tests'). */
export const IN_MEMORY = ':memory:';

function openSqlite(file: string): Db {
  // SQLite gives the -wal and -shm files the mode of the database file: 0600 before the first open.
  if (file !== IN_MEMORY) makePrivateFile(file);
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  for (const companion of [`${file}-wal`, `${file}-shm`])
    if (existsSync(companion)) chmodSync(companion, PRIVATE_FILE_MODE);
  // Money lives here: every commit reaches the disk before it is acknowledged.
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withKeptStatements(connection) }) });
}

/** Statements kept ready, by SQL text: a query Kysely builds the same way each time is compiled once. */
const KEPT_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, its statements prepared once per SQL text (SQLite's compilation costs as
 * much as a small query). One a stream is still reading is busy: another is prepared beside it, not kept.
 */
function withKeptStatements(connection: SQLite.Database): SqliteDatabase {
  const kept = new LRUCache<string, SQLite.Statement>({ max: KEPT_STATEMENTS });
  return {
    prepare(text: string) {
      const statement = kept.get(text);
      if (statement && !statement.busy) return statement;
      const fresh = connection.prepare(text);
      if (!statement) kept.set(text, fresh);
      return fresh;
    },
    close: () => connection.close(),
  };
}

function openPostgres(url: string, schema: string, poolSize: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // A connection whose peer vanished without a word (a cut network) is found out by TCP, not by a hung query.
    keepAlive: true,
    // Both dialects hand the app ISO strings for times and numbers for counts and cents.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === PG_TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
        if (oid === PG_INT8) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
    options: `-c search_path=${schema}`,
  });
  // An idle connection the server or the network dropped is an event of the pool, not of a query: without a
  // listener Node would end the process. The pool opens another at the next query.
  pool.on('error', () => {});
  // The same for a connection lent out when it drops: the query in flight fails, and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();
/** The PostgreSQL pool behind a database, for its usage figures (metrics); none on SQLite. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** True when the database answers a trivial query. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` in one transaction, with a handle whose queries all belong to it. */
export function inTransaction<T>(
  database: DatabaseHandle,
  work: (tx: DatabaseHandle) => Promise<T>,
): Promise<T> {
  return database.db.transaction().execute((trx) => work({ ...database, db: trx }));
}

/** A unique index refused the write (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
