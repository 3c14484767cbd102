// Sums kept as events arrive, so that the security dashboard, the fraud list and the payouts never sum their
// window per call: failures per UTC hour and jail, each address's failures of a Paris day and the day before,
// each partner's flagged events of the 7 Paris days ending on a day, all kept by triggers (no writer can forget
// them); and each payout's share and bonus kept when it is claimed.
import { sql, type Kysely } from 'kysely';
import { dialectOf, timestampType } from '../dialect';

/** Days of a fraud window (FRAUD_SIGNAL_DAYS when this was written). */
const FRAUD_DAYS = 7;

// The Paris day of an ISO instant in SQLite, which has no time zones: CEST from the last Sunday of March to the
// last Sunday of October, 01:00 UTC (the European rule since 1996), CET otherwise.
const parisOffset = (at: string) =>
  `case when ${at} >= date(substr(${at}, 1, 4) || '-03-25', 'weekday 0') || 'T01:00:00'
     and ${at} < date(substr(${at}, 1, 4) || '-10-25', 'weekday 0') || 'T01:00:00'
   then '+2 hours' else '+1 hours' end`;

const ADD_HOURS = `on conflict (hour, jail) do update set events = security_event_hours.events + excluded.events`;
const ADD_ADDRESS = `on conflict (day, ip) do update set failures = security_address_days.failures + excluded.failures`;
const ADD_WINDOW = (greatest: string) => `on conflict (partner_id, day) do update set
  flagged_events = partner_fraud_windows.flagged_events + excluded.flagged_events,
  last_at = ${greatest}(partner_fraud_windows.last_at, excluded.last_at)`;

async function createTables(db: Kysely<unknown>) {
  await db.schema
    .createTable('security_event_hours')
    .addColumn('hour', timestampType(db), (col) => col.notNull())
    .addColumn('jail', 'text', (col) => col.notNull())
    .addColumn('events', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('security_event_hours_pk', ['hour', 'jail'])
    .execute();
  await db.schema
    .createTable('security_address_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('security_address_days_pk', ['day', 'ip'])
    .execute();
  // The day's most failing addresses are the index's first entries.
  await sql`create index security_address_days_most on security_address_days (day, failures desc, ip)`.execute(
    db,
  );
  await db.schema
    .createTable('partner_fraud_windows')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('flagged_events', 'integer', (col) => col.notNull())
    .addColumn('last_at', timestampType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_fraud_windows_pk', ['partner_id', 'day'])
    .execute();
  // A page of the fraud list is a range of this index: the day's window, most flagged first.
  await sql`create index partner_fraud_windows_most on partner_fraud_windows (day, flagged_events desc, partner_id)`.execute(
    db,
  );
}

/** The sums of what is already there, as the triggers would have kept them. */
async function fillTables(db: Kysely<unknown>) {
  const pg = dialectOf(db) === 'postgres';
  const hour = pg ? `date_trunc('hour', at, 'UTC')` : `substr(at, 1, 13) || ':00:00.000Z'`;
  await sql
    .raw(
      `insert into security_event_hours (hour, jail, events)
       select ${hour}, jail, count(*) from security_events group by ${hour}, jail`,
    )
    .execute(db);
  const day = (n: string) =>
    pg
      ? `to_char((e.at at time zone 'Europe/Paris')::date + ${n}, 'YYYY-MM-DD')`
      : `date(e.at, ${parisOffset('e.at')}, '+' || ${n} || ' days')`;
  await sql
    .raw(
      `insert into security_address_days (day, ip, failures)
       select ${day('w.n')}, e.ip, count(*) from security_events e
       cross join (select 0 as n union all select 1) w group by ${day('w.n')}, e.ip`,
    )
    .execute(db);
  const windowDay = pg ? `to_char(f.day::date + w.n, 'YYYY-MM-DD')` : `date(f.day, '+' || w.n || ' days')`;
  const offsets = Array.from({ length: FRAUD_DAYS }, (_, n) => `select ${n} as n`).join(' union all ');
  await sql
    .raw(
      `insert into partner_fraud_windows (partner_id, day, flagged_events, last_at)
       select f.partner_id, ${windowDay}, sum(f.flagged_events), max(f.last_at)
       from partner_fraud_signals f cross join (${offsets}) w group by f.partner_id, ${windowDay}`,
    )
    .execute(db);
}

/**
 * PostgreSQL: the log's sums added once per statement (a bulk insert sums its rows first), each table's rows taken
 * in the order of their keys; a flagged burst adds to the seven windows that hold its day, in their order.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function security_events_sums() returns trigger language plpgsql as $$
       begin
         insert into security_event_hours (hour, jail, events)
           select date_trunc('hour', at, 'UTC'), jail, count(*) from added group by 1, 2 order by 1, 2
           ${ADD_HOURS};
         insert into security_address_days (day, ip, failures)
           select to_char((a.at at time zone 'Europe/Paris')::date + w.n, 'YYYY-MM-DD'), a.ip, count(*)
           from added a cross join (values (0), (1)) as w(n) group by 1, 2 order by 1, 2
           ${ADD_ADDRESS};
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger security_events_sums after insert on security_events
       referencing new table as added for each statement execute function security_events_sums()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function partner_fraud_windows_add() returns trigger language plpgsql as $$
       declare added integer := new.flagged_events;
       begin
         if tg_op = 'UPDATE' then added := new.flagged_events - old.flagged_events; end if;
         insert into partner_fraud_windows (partner_id, day, flagged_events, last_at)
           select new.partner_id, to_char(new.day::date + n, 'YYYY-MM-DD'), added, new.last_at
           from generate_series(0, ${FRAUD_DAYS - 1}) as n order by 2
           ${ADD_WINDOW('greatest')};
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger partner_fraud_windows_add after insert or update of flagged_events, last_at
       on partner_fraud_signals for each row execute function partner_fraud_windows_add()`,
    )
    .execute(db);
}

/** SQLite (one writer at a time): the same sums, row by row. */
async function sqliteTriggers(db: Kysely<unknown>) {
  const days = (count: number) =>
    Array.from({ length: count }, (_, n) => `select ${n} as n`).join(' union all ');
  await sql
    .raw(
      `create trigger security_events_sums after insert on security_events begin
         insert into security_event_hours (hour, jail, events)
           values (substr(new.at, 1, 13) || ':00:00.000Z', new.jail, 1) ${ADD_HOURS};
         insert into security_address_days (day, ip, failures)
           select date(new.at, ${parisOffset('new.at')}, '+' || w.n || ' days'), new.ip, 1
           from (${days(2)}) w where true ${ADD_ADDRESS};
       end`,
    )
    .execute(db);
  const windows = (
    events: string,
  ) => `insert into partner_fraud_windows (partner_id, day, flagged_events, last_at)
    select new.partner_id, date(new.day, '+' || w.n || ' days'), ${events}, new.last_at
    from (${days(FRAUD_DAYS)}) w where true ${ADD_WINDOW('max')};`;
  await sql
    .raw(
      `create trigger partner_fraud_windows_insert after insert on partner_fraud_signals begin
         ${windows('new.flagged_events')}
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger partner_fraud_windows_update after update of flagged_events, last_at on partner_fraud_signals
       begin ${windows('new.flagged_events - old.flagged_events')} end`,
    )
    .execute(db);
}

/**
 * Each payout's makeup as the ledger tells it (shares and bonus since the partner's previous payout that stood), in
 * a table of its own: a paid payout's row is never changed.
 */
async function keptMakeups(db: Kysely<unknown>) {
  const cents = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('payout_makeups')
    .addColumn('payout_id', 'integer', (col) =>
      col.primaryKey().references('payout_requests.id').onDelete('cascade'),
    )
    .addColumn('share_cents', cents, (col) => col.notNull())
    .addColumn('bonus_cents', cents, (col) => col.notNull())
    .execute();
  const since = `coalesce((select max(p.id) from partner_ledger p
      where p.partner_id = d.partner_id and p.kind = 'payout' and p.payout_id is not null and p.id < d.id
        and not exists (select 1 from partner_ledger b where b.kind = 'reversal' and b.payout_id = p.payout_id)), 0)`;
  const part = (kinds: string) => `(select coalesce(sum(e.amount_cents), 0) from partner_ledger e
      where e.partner_id = d.partner_id and e.kind in (${kinds}) and e.id < d.id and e.id > ${since})`;
  await sql
    .raw(
      `insert into payout_makeups (payout_id, share_cents, bonus_cents)
       select d.payout_id, ${part(`'share', 'adjustment'`)}, ${part(`'bonus'`)}
       from partner_ledger d join payout_requests r on r.id = d.payout_id where d.kind = 'payout'`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await fillTables(db);
  if (dialectOf(db) === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
  await keptMakeups(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema.dropTable('payout_makeups').execute();
  if (pg) {
    await sql`drop trigger partner_fraud_windows_add on partner_fraud_signals`.execute(db);
    await sql`drop function partner_fraud_windows_add()`.execute(db);
    await sql`drop trigger security_events_sums on security_events`.execute(db);
    await sql`drop function security_events_sums()`.execute(db);
  } else {
    await sql`drop trigger partner_fraud_windows_update`.execute(db);
    await sql`drop trigger partner_fraud_windows_insert`.execute(db);
    await sql`drop trigger security_events_sums`.execute(db);
  }
  await db.schema.dropTable('partner_fraud_windows').execute();
  await db.schema.dropTable('security_address_days').execute();
  await db.schema.dropTable('security_event_hours').execute();
}
