// One query, one order: the local index on SQLite and on PostgreSQL, both seeded with the shipped data, give the
// same first ten addresses in the same order (ties broken alike: score, then boost, then id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../common/api';
import { searchAnswerSchema } from '../../../common/search';
import { seedShippedData } from '../../../server/seed';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../fixtures/testApp';

/** Names, slips, typos, addresses, questions, and words found in thousands of pages, where ties abound. */
const QUERIES = [
  'lyon',
  'paris',
  'paris 15',
  'saint',
  'sainte',
  'la',
  'le havre',
  'gare',
  'gare de lyon',
  'musée',
  'musée louvre',
  'louvre',
  'chateau',
  'mairie de lyon',
  'departement 69',
  'region bretagne',
  'code postal 13008',
  'seine saint denis',
  'saint etienne',
  "l'hay les roses",
  "côte d'or",
  'belgique',
  'pays de la loire',
  'tour eiffel',
  'tour eifel',
  'marseile',
  'facebok',
  'pharmacie de garde',
  'victor hugo',
  'météo paris',
  'le bon coin',
  'lemonde.fr',
  'impots.gouv',
  'carte vitale',
  'quelle est la capitale du canada',
  'combien d habitants a marseille',
  'villeneuve',
  'chapelle',
  'mont',
  'sur mer',
];

describe.runIf(TEST_DIALECT === 'postgres')('the same order on SQLite and PostgreSQL', () => {
  let sqlite: TestApp;
  let postgres: TestApp;
  beforeAll(async () => {
    sqlite = await buildTestApp({ dialect: 'sqlite' });
    postgres = await buildTestApp({ dialect: 'postgres' });
    await seedShippedData(sqlite.database);
    await seedShippedData(postgres.database);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([sqlite?.close(), postgres?.close()]);
  });

  async function firstTen(t: TestApp, q: string, page = 1): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q, page: String(page) } });
    expect(res.statusCode, res.body).toBe(200);
    return dataOf(searchAnswerSchema)
      .parse(res.json())
      .data.results.map((r) => r.url);
  }

  it.each(QUERIES)('"%s" gives the same ten addresses in the same order', async (q) => {
    const [onSqlite, onPostgres] = await Promise.all([firstTen(sqlite, q), firstTen(postgres, q)]);
    expect(onSqlite.length).toBeGreaterThan(0);
    expect(onPostgres).toEqual(onSqlite);
  });

  it('gives the same second page for a word found in thousands of pages ("saint")', async () => {
    const [onSqlite, onPostgres] = await Promise.all([
      firstTen(sqlite, 'saint', 2),
      firstTen(postgres, 'saint', 2),
    ]);
    expect(onSqlite).toHaveLength(10);
    expect(onPostgres).toEqual(onSqlite);
  });
});
