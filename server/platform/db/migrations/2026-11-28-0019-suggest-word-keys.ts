// Suggestions keyed by their folded words ("musee d orsay" for "Musée d’Orsay", "saint etienne" for
// "Saint-Étienne"), so a prefix typed with spaces, hyphens or apostrophes finds them. Past queries are keyed again;
// one whose new key is already taken merges into it (blocked if either was). The names of the data set are
// written again at the next start (their version changed).
import { sql, type Kysely } from 'kysely';
import { wordsKeyOf } from '../../../../common/text';

type Row = { term: string; blocked: number };

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = (await sql<Row>`select term, blocked from suggest_terms`.execute(db)).rows;
  const taken = new Set(rows.map((r) => r.term));
  for (const { term, blocked } of rows) {
    const key = wordsKeyOf(term);
    if (key === term) continue;
    if (key && taken.has(key)) {
      if (blocked) await sql`update suggest_terms set blocked = 1 where term = ${key}`.execute(db);
      await sql`delete from suggest_terms where term = ${term}`.execute(db);
    } else if (key) {
      await sql`update suggest_terms set term = ${key} where term = ${term}`.execute(db);
      taken.add(key);
    } else await sql`delete from suggest_terms where term = ${term}`.execute(db);
    taken.delete(term);
    // Who searched it counts for the new key, once per visitor and network.
    if (key)
      await sql`insert into suggest_searches (term, visitor, network, day)
        select ${key}, visitor, network, day from suggest_searches where term = ${term}
        on conflict do nothing`.execute(db);
    await sql`delete from suggest_searches where term = ${term}`.execute(db);
  }
}

/** The old keys are not kept: the new ones stay (a prefix still finds them). */
export async function down(): Promise<void> {}
