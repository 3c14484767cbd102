// The search operators as conditions on the local index's pages, in each dialect's full-text syntax, so a
// phrase, an excluded word or an alternative means the same words the index itself sees.
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../../../platform/db/dialect';
import { toFts5Match, toTsQuery, type IndexTerm } from '../query';
import type { LocalOperators } from './read';

/** SQLite's full-text rowid is the rank key; a page's id is its low 32 bits (migration 0015). */
const PAGE_ID_MASK = 0xffffffff;

/** Every condition the operators put on `p` (search_pages), all to hold. */
export function operatorConditions(
  dialect: Dialect,
  local: LocalOperators | undefined,
): RawBuilder<unknown>[] {
  if (!local) return [];
  const { operators: ops, required } = local;
  const holds = (words: string[]) => holdsPhrase(dialect, words);
  const conditions: RawBuilder<unknown>[] = [
    ...ops.phrases.map(holds),
    ...ops.excluded.map((words) => sql`not ${holds(words)}`),
    ...ops.anyOf.map(
      (group) =>
        sql`(${sql.join(
          group.map((term) => holds(term.words)),
          sql` or `,
        )})`,
    ),
    ...required.map((term) => holdsTerm(dialect, term)),
    ...ops.excludedSites.map((site) => sql`not ${onSite(dialect, site)}`),
  ];
  if (ops.sites.length > 0)
    conditions.push(
      sql`(${sql.join(
        ops.sites.map((site) => onSite(dialect, site)),
        sql` or `,
      )})`,
    );
  if (ops.filetypes.length > 0)
    conditions.push(sql`(${sql.join(ops.filetypes.map(withExtension), sql` or `)})`);
  return conditions;
}

/** The words next to each other in the title or the body (folded, as indexed). */
function holdsPhrase(dialect: Dialect, words: string[]): RawBuilder<unknown> {
  // Folded words are letters and digits only: nothing in them means anything to either syntax.
  return dialect === 'postgres'
    ? sql`p.search_vector @@ to_tsquery('simple', ${words.join(' <-> ')})`
    : inFts(`"${words.join(' ')}"`);
}

function holdsTerm(dialect: Dialect, term: IndexTerm): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`p.search_vector @@ to_tsquery('simple', ${toTsQuery([term])})`
    : inFts(toFts5Match([term]));
}

function inFts(match: string): RawBuilder<unknown> {
  return sql`p.id in (select rowid & ${PAGE_ID_MASK} from search_pages_fts where search_pages_fts match ${match})`;
}

/** The address's host is the site or one of its subdomains. */
function onSite(dialect: Dialect, site: string): RawBuilder<unknown> {
  const host =
    dialect === 'postgres'
      ? sql`lower(substring(p.url from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)'))`
      : sql`lower(substr(substr(p.url, instr(p.url, '://') + 3), 1,
          instr(substr(p.url, instr(p.url, '://') + 3) || '/', '/') - 1))`;
  // A site is letters, digits, dots and hyphens (common/searchOperators.ts): no LIKE wildcard in it.
  return sql`(${host} = ${site} or ${host} like ${`%.${site}`})`;
}

/** The address's path ends with the extension, before any query or fragment. */
function withExtension(ext: string): RawBuilder<unknown> {
  return sql`(lower(p.url) like ${`%.${ext}`} or lower(p.url) like ${`%.${ext}?%`} or lower(p.url) like ${`%.${ext}#%`})`;
}
