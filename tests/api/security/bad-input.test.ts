// Every route that takes input is sent bad input; it answers a 4xx in French, never a 5xx,
// tells nothing of the server's insides, and the database stays as it was (OWASP ASVS 5.0 V1.2, V1.5, V2.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../server/app';
import { INJECTIONS, problemsOf, routesTakingInput } from '../../fixtures/badInput';
import { malformedCases, stringCases, urlOf, type Case } from '../../fixtures/badInputCases';
import { bigListOfNaughtyStrings, seededSample } from '../../fixtures/blns';
import { changedTables, dumpDatabase } from '../../fixtures/dbDump';
import { OWN_NAUGHTY_STRINGS } from '../../fixtures/naughtyStrings';
import { buildSweepApp, type Sweep } from '../../fixtures/sweepApp';
import { REAL_WORLD } from '../../fixtures/testdata';
import { VALID } from '../../fixtures/badInputValid';

/** What a route may write when a naughty string is valid text for it (everything else stays as it was). */
const MAY_WRITE: Record<string, string[]> = {
  'GET /api/search': ['suggest_terms', 'suggest_searches'], // a query searched with results counts toward suggestions
  'POST /events': ['site_events', 'daily_event_counts'],
  'POST /api/search/history': ['search_history'],
  'POST /api/partner/apply': ['partners'],
  'PUT /api/partner/me': ['partners'],
  // Each change audited (last 4); a new IBAN is recorded with its wait and its message queued.
  'PUT /api/partner/payment': ['partner_payment_info', 'admin_audit', 'iban_changes', 'outbox'],
  'POST /api/admin/partners': ['partners', 'admin_audit'],
  'POST /api/admin/adsense/unused-channels': ['ad_channels', 'admin_audit'],
  'PUT /api/admin/settings': ['settings', 'admin_audit'],
  'POST /api/admin/security/unban': ['admin_audit'],
  'POST /api/admin/suggestions/blocked': ['suggest_terms', 'suggest_searches', 'admin_audit'],
  'DELETE /api/admin/suggestions/:term': ['suggest_terms', 'suggest_searches', 'admin_audit'],
};

/** Routes whose every string field gets the whole list; the others get a seeded sample. */
const EVERY_STRING = new Set([
  'GET /api/search',
  'POST /api/search/history',
  'PUT /api/partner/me',
  'PUT /api/partner/payment',
  'GET /api/partner/stats',
]);
const SAMPLE_SIZE = 40;
/** Big, read-only tables (the shipped search index) are compared once for the whole sweep, not per call. */
const INDEX_TABLES = ['search_pages', 'suggest_terms', 'suggest_searches'];

const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;

describe('V1.2 / V2.2.1 bad input on every route that takes a body, query or path parameter', () => {
  let sweep: Sweep;
  let sent = 0;
  let refusalsSent = 0;
  let routes: RegisteredRoute[] = [];
  const validOf = (r: RegisteredRoute) => VALID[keyOf(r)]?.(sweep.ids) ?? {};

  async function send(c: Case) {
    sent++;
    return sweep.t.app.inject({
      method: c.route.method as 'GET',
      url: c.url,
      headers: {
        ...sweep.callerOf(c.url).headers(),
        ...(c.contentType && { 'content-type': c.contentType }),
      },
      ...(c.body !== undefined && { payload: c.body }),
    });
  }

  beforeAll(async () => {
    sweep = await buildSweepApp();
    routes = routesTakingInput(sweep.t.app.registeredRoutes);
  });
  afterAll(async () => {
    console.info(
      `bad-input sweep (${process.env.TEST_DB ?? 'sqlite'}): ${sent} malformed requests on ${routes.length} routes ` +
        `(${refusalsSent} that must be refused, ${sent - refusalsSent} naughty, injected or huge strings)`,
    );
    await sweep?.t.close();
  });

  it('finds the routes on the server itself, each with a valid input to spoil', () => {
    expect(routes.length).toBeGreaterThan(25);
    for (const r of routes.filter((r) => VALID[keyOf(r)]))
      for (const [part, key] of [
        ['body', 'body'],
        ['querystring', 'query'],
      ] as const) {
        const schema = (r.schema as Record<string, { safeParse: (v: unknown) => { success: boolean } }>)[
          part
        ];
        if (schema) expect(schema.safeParse(validOf(r)[key]).success, `${keyOf(r)} ${part}`).toBe(true);
      }
  });

  it('V2.2.1 refuses malformed JSON, wrong content types, 2 MB bodies, wrong types, 100k strings and bad ids with a French 4xx, changing nothing', async () => {
    const whole = await dumpDatabase(sweep.t.database);
    const wrong: string[] = [];
    for (const route of routes) {
      const before = await dumpDatabase(sweep.t.database, { skip: INDEX_TABLES });
      for (const c of malformedCases(route, validOf(route)).filter((c) => c.strict)) {
        const problems = problemsOf(await send(c));
        if (problems.length) wrong.push(`${keyOf(route)} ${c.label}: ${problems.join(', ')}`);
      }
      const changed = changedTables(before, await dumpDatabase(sweep.t.database, { skip: INDEX_TABLES }));
      if (changed.length) wrong.push(`${keyOf(route)} changed ${changed.join(', ')}`);
    }
    refusalsSent = sent;
    expect(wrong).toEqual([]);
    expect(changedTables(whole, await dumpDatabase(sweep.t.database))).toEqual([]);
  });

  /**
   * Each string of the list into each string field of every route (all of them, or a seeded sample), with the
   * SQL and HTML fragments and the lenient malformed cases when `withFixedCases`: never a 5xx, nothing unsaid written.
   */
  async function sweepStrings(list: readonly string[], { withFixedCases = false } = {}) {
    const before = await dumpDatabase(sweep.t.database);
    const wrong: string[] = [];
    const wrote = new Set<string>();
    for (const [index, route] of routes.entries()) {
      const strings = [
        ...(withFixedCases ? INJECTIONS : []),
        ...(EVERY_STRING.has(keyOf(route)) ? list : seededSample(list, SAMPLE_SIZE, index + 1)),
      ];
      const valid = validOf(route);
      const lenientMalformed = withFixedCases ? malformedCases(route, valid).filter((c) => !c.strict) : [];
      for (const c of [...stringCases(route, valid, strings), ...lenientMalformed]) {
        const res = await send(c);
        const problems = problemsOf(res, { mayAccept: !c.strict, echoes: strings });
        if (problems.length) wrong.push(`${keyOf(route)} ${c.label}: ${problems.join(', ')}`);
        if (res.statusCode < 400) for (const table of MAY_WRITE[keyOf(route)] ?? []) wrote.add(table);
      }
    }
    expect(wrong).toEqual([]);
    const changed = changedTables(before, await dumpDatabase(sweep.t.database)).map((s) => s.split(' ')[0]!);
    expect(changed.filter((table) => !wrote.has(table))).toEqual([]);
  }

  it(
    'V1.2.1 V1.2.4 SQL and HTML fragments and our naughty strings: a format field refuses them, a text field takes them verbatim, never a 5xx',
    { timeout: 120_000 },
    () => sweepStrings(OWN_NAUGHTY_STRINGS, { withFixedCases: true }),
  );

  it(
    'V1.2.1 V1.2.4 the Big List of Naughty Strings of the reference data (blns.txt): refused or taken verbatim, never a 5xx',
    { ...REAL_WORLD, timeout: 180_000 },
    () => sweepStrings(bigListOfNaughtyStrings()),
  );

  it('sends every query of the sweep to a route the caller may reach (access is not what refuses it)', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await send({ route, label: 'valid', url: urlOf(route, validOf(route)), strict: false });
      expect([401, 403], keyOf(route)).not.toContain(res.statusCode);
    }
  });
});
