import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema } from '../../../common/search';
import { seedShippedData } from '../../../server/seed';
import { RELEVANCE_CASES, type RelevanceCase } from '../../fixtures/relevance/queries';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../fixtures/testApp';

/** How deep a visitor looks when two pages are as right: the expected page must be among these first results. */
const TOP = 3;

describe('relevance of the offline chain (a fresh start: the shipped data set alone)', () => {
  let t: TestApp;
  /** The queries whose page came first, and those whose page came in the first three, whatever the case asks. */
  const first = new Set<string>();
  const inTop = new Set<string>();
  beforeAll(async () => {
    t = await buildTestApp();
    await seedShippedData(t.database);
  }, 120_000);
  afterAll(async () => {
    const share = (cases: RelevanceCase[], met: Set<string>) =>
      `${cases.filter((c) => met.has(c.q)).length}/${cases.length} (${Math.round((cases.filter((c) => met.has(c.q)).length / cases.length) * 100)} %)`;
    const kinds = [...new Set(RELEVANCE_CASES.map((c) => c.kind))].map((kind) => {
      const cases = RELEVANCE_CASES.filter((c) => c.kind === kind);
      return `  ${kind} : premier ${share(cases, first)}, trois premiers ${share(cases, inTop)}`;
    });
    console.info(
      [
        `Pertinence (${TEST_DIALECT}) : premier ${share(RELEVANCE_CASES, first)}, trois premiers ${share(RELEVANCE_CASES, inTop)}`,
        ...kinds,
      ].join('\n'),
    );
    await t?.close();
  });

  it.each(RELEVANCE_CASES)(
    '"$q" ($kind) shows $url first (or in the first $rank)',
    async ({ q, url, rank = 1 }) => {
      const lines = (await results(q)).map((r) => `${r.url}  ${r.title}`);
      const at = lines.findIndex((line) => line.startsWith(`${url}  `));
      if (at === 0) first.add(q);
      if (at >= 0 && at < TOP) inTop.add(q);
      expect(at >= 0 && at < rank, lines.slice(0, TOP).join('\n')).toBe(true);
    },
  );

  async function results(q: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema).parse(res.json()).data.results;
  }

  async function firstTitles(q: string): Promise<string[]> {
    return (await results(q)).map((r) => r.title);
  }

  it('ranks the page named by the query\'s meaningful part first: "mairie de lyon" gives Lyon, not Mairieux', async () => {
    expect((await firstTitles('mairie de lyon'))[0]).toBe('Lyon (69) – commune du Rhône');
    expect((await firstTitles('ville de marseille'))[0]).toBe(
      'Marseille (13) – commune des Bouches-du-Rhône',
    );
  });

  it('gives the museum for "musée d\'orsay horaires", not the commune of Orsay', async () => {
    expect((await firstTitles("musée d'orsay horaires"))[0]).toMatch(/^Musée d’Orsay – /);
  });

  it('follows the kind of page the query asks for: "departement paris" gives the department before the commune', async () => {
    expect((await firstTitles('departement paris'))[0]).toBe('Paris (75) – département français');
    expect((await firstTitles('paris'))[0]).toBe('Paris (75) – commune de Paris');
  });

  it('still gives the commune when nothing better exists: "orsay"', async () => {
    expect((await firstTitles('orsay'))[0]).toBe('Orsay (91) – commune de l’Essonne');
  });

  it('corrects a misspelt word only when nothing matches, and never invents a page', async () => {
    expect((await firstTitles('marseile'))[0]).toBe('Marseille (13) – commune des Bouches-du-Rhône');
    expect(await firstTitles('xqzwvkjpl')).toEqual([]);
  });
});
