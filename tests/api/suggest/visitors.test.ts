// Suggestions nobody can plant: a past query is suggested to everyone only once 5 distinct visitors
// (distinct sessions from distinct networks, IPv4 /24 or IPv6 /48) searched it within 30 days.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POPULAR_QUERY } from '../../../common/constants';
import { updatePopularity } from '../../../server/search/suggest/store';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';
import {
  searchAs,
  searchedByEach,
  suggestionsFor,
  visitorsOnDistinctNetworks,
  visitorWithSession,
  type Visitor,
} from './visitors';

const DAY_MS = 86_400_000;

describe('GET /api/suggest: past queries of distinct visitors', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('needs 5 distinct visitors by default', () => {
    expect(POPULAR_QUERY.minVisitors).toBe(5);
    expect(t.config.search.suggestMinVisitors).toBe(5);
  });

  it('does not suggest a query 4 distinct visitors searched, and suggests it once a 5th from another network does', async () => {
    const visitors = await visitorsOnDistinctNetworks(t, 5, 1);
    await searchedByEach(t, visitors.slice(0, 4), 'lyon musee des beaux arts');
    expect(await suggestionsFor(t, 'lyon mus')).not.toContain('lyon musee des beaux arts');
    await searchedByEach(t, visitors.slice(4), 'lyon musee des beaux arts');
    expect(await suggestionsFor(t, 'lyon mus')).toContain('lyon musee des beaux arts');
  });

  it('counts one visitor once, however often it searches', async () => {
    const [visitor] = await visitorsOnDistinctNetworks(t, 1, 20);
    for (let i = 0; i < 10; i++) await searchAs(t, visitor!, 'paris quartier latin');
    await t.app.queryPopularity.flush();
    expect(await suggestionsFor(t, 'paris quar')).not.toContain('paris quartier latin');
  });

  it('does not suggest a query 5 sessions searched from one network (one /24)', async () => {
    const sameNetwork: Visitor[] = [];
    for (let n = 1; n <= 5; n++) sameNetwork.push(await visitorWithSession(t, `198.51.100.${n}`));
    await searchedByEach(t, sameNetwork, 'paris gare de lyon horaires');
    expect(await suggestionsFor(t, 'paris gare')).not.toContain('paris gare de lyon horaires');
  });

  it('does not suggest a query 5 IPv6 addresses of one /48 searched, and suggests it from 5 distinct /48', async () => {
    const oneSite: Visitor[] = [];
    for (let n = 1; n <= 5; n++) oneSite.push(await visitorWithSession(t, `2001:db8:aa:${n}::1`));
    await searchedByEach(t, oneSite, 'marseille vieux port');
    expect(await suggestionsFor(t, 'marseille vie')).not.toContain('marseille vieux port');
    const fiveSites: Visitor[] = [];
    for (let n = 1; n <= 5; n++) fiveSites.push(await visitorWithSession(t, `2001:db8:${n}0::1`));
    await searchedByEach(t, fiveSites, 'marseille vieux port');
    expect(await suggestionsFor(t, 'marseille vie')).toContain('marseille vieux port');
  });

  it('does not suggest a query one session searched from 5 networks', async () => {
    const { cookie } = await visitorWithSession(t, '10.100.100.7');
    const roaming = [1, 2, 3, 4, 5].map((n) => ({ address: `10.100.${n}.7`, cookie }));
    await searchedByEach(t, roaming, 'lille grand place');
    expect(await suggestionsFor(t, 'lille gr')).not.toContain('lille grand place');
  });

  it('compares queries folded (case, accents, spaces) and suggests the latest spelling', async () => {
    const visitors = await visitorsOnDistinctNetworks(t, 5, 30);
    const spellings = [
      'musee lumiere lyon',
      'MUSÉE LUMIÈRE LYON',
      'Musée  Lumière lyon',
      'musée lumière Lyon',
      'Musée Lumière Lyon',
    ];
    for (const [i, visitor] of visitors.entries()) await searchAs(t, visitor, spellings[i]!);
    await t.app.queryPopularity.flush();
    const suggested = await suggestionsFor(t, 'MUSEE LUM');
    expect(suggested).toContain('Musée Lumière Lyon');
    expect(suggested.filter((s) => s.toLowerCase().startsWith('mus'))).toHaveLength(1);
  });

  it('does not count searches older than 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 31 * DAY_MS });
    // Anonymous visitors (no session: each address is a visitor), since sessions expire in 30 days.
    const old = [1, 2, 3, 4, 5].map((n) => ({ address: `10.${n}.40.7` }));
    await searchedByEach(t, old, 'toulouse capitole');
    expect(await suggestionsFor(t, 'toulouse cap')).toContain('toulouse capitole');
    vi.useRealTimers();
    await searchedByEach(t, [{ address: '10.6.40.7' }], 'toulouse capitole');
    expect(await suggestionsFor(t, 'toulouse cap')).not.toContain('toulouse capitole');
  });

  it('forgets a query nobody searched in 30 days, its text included', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 31 * DAY_MS });
    await searchedByEach(t, [{ address: '10.1.45.7' }], 'strasbourg petite france');
    vi.useRealTimers();
    await t.app.queryPopularity.flush();
    const left = await t.database.db
      .selectFrom('suggest_terms')
      .select('term')
      .where('term', '=', 'strasbourg petite france')
      .execute();
    expect(left).toEqual([]);
  });

  it('still counts a search made 29 days ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 29 * DAY_MS });
    const earlier = [1, 2, 3, 4].map((n) => ({ address: `10.${n}.50.7` }));
    await searchedByEach(t, earlier, 'nantes chateau des ducs');
    vi.useRealTimers();
    await searchedByEach(t, [{ address: '10.5.50.7' }], 'nantes chateau des ducs');
    expect(await suggestionsFor(t, 'nantes cha')).toContain('nantes chateau des ducs');
  });

  it('never lets a recount read a moment earlier, by another process, take a public query off', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 70), 'grenoble bastille telepherique');
    const staleCount = [{ term: 'grenoble bastille telepherique', visitors: 3 }];
    await updatePopularity(t.database, staleCount, {
      minVisitors: 5,
      now: new Date().toISOString(),
      lowering: false,
    });
    expect(await suggestionsFor(t, 'grenoble bas')).toContain('grenoble bastille telepherique');
  });

  it('stores no address nor session: only hashes keyed by the server and the day', async () => {
    const visitor = await visitorWithSession(t, '203.0.113.77');
    await searchedByEach(t, [visitor], 'bordeaux miroir d eau');
    const rows = await t.database.db
      .selectFrom('suggest_searches')
      .selectAll()
      .where('term', '=', 'bordeaux miroir d eau')
      .execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('203.0.113');
    expect(stored).not.toContain(visitor.cookie!.split('=')[1]!.split('.')[0]!);
    expect(rows[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET /api/suggest: words a public suggestion never holds', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildSearchTestApp()), 60_000);
  afterAll(() => t.close());

  it('never suggests an accusation ("paris arnaque escroc"), and keeps nothing about who searched it', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 6, 1), 'paris arnaque escroc');
    expect(await suggestionsFor(t, 'paris')).not.toContain('paris arnaque escroc');
    expect(await suggestionsFor(t, 'paris arn', 'off')).toEqual([]);
    const kept = await sql<{ n: number }>`select count(*) as n from suggest_searches`.execute(t.database.db);
    expect(Number(kept.rows[0]!.n)).toBe(0);
  });

  it('never suggests a word of the profanity lists, French or English, safe search on or off', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 10), 'paris connard');
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 20), 'lyon fuck');
    for (const safesearch of ['active', 'off'] as const) {
      expect(await suggestionsFor(t, 'paris con', safesearch)).not.toContain('paris connard');
      expect(await suggestionsFor(t, 'lyon fu', safesearch)).not.toContain('lyon fuck');
    }
  });

  it('hides an adult term with safe search on ("lyon xxx" under "lyo") and shows it with safe search off', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 30), 'lyon xxx');
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 50), 'lyon erotique');
    expect(await suggestionsFor(t, 'lyo', 'active')).not.toContain('lyon xxx');
    expect(await suggestionsFor(t, 'lyon x', 'active')).toEqual([]);
    expect(await suggestionsFor(t, 'lyon x', 'off')).toContain('lyon xxx');
    expect(await suggestionsFor(t, 'lyon ero', 'active')).not.toContain('lyon erotique');
    expect(await suggestionsFor(t, 'lyon ero', 'off')).toContain('lyon erotique');
  });

  it('keeps everyday words the lists hold for a rarer sense: "la manche plages"', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 60), 'la manche plages');
    expect(await suggestionsFor(t, 'la manche p')).toContain('la manche plages');
  });

  it('matches whole words: "Sussex" and "Essex" are not "sex"', async () => {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, 40), 'lyon sussex essex');
    expect(await suggestionsFor(t, 'lyon sus', 'active')).toContain('lyon sussex essex');
  });

  it('still suggests the names of the data set', async () => {
    expect((await suggestionsFor(t, 'ly'))[0]).toBe('Lyon');
  });
});
