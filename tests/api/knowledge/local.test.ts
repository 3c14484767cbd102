import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPages } from '../../../server/search/results/local/import';
import { askKnowledge, factOf } from '../../fixtures/knowledge/ask';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

type Commune = { code: string; nom: string; type: string; population?: number };
const communes: Commune[] = createRequire(import.meta.url)(
  '@etalab/decoupage-administratif/data/communes.json',
);
const current = communes.filter((c) => c.type === 'commune-actuelle');

describe('GET /api/knowledge from the local data (the default source)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()), 60_000);
  afterAll(() => t.close());

  it('answers "Lyon" with the commune: population in French, department, region, postal codes, INSEE page', async () => {
    const lyon = await askKnowledge(t.app, { q: 'Lyon' });
    expect(lyon).toMatchObject({ name: 'Lyon', type: 'Commune française' });
    expect(factOf(lyon, 'Population')).toMatch(/^519\s127 habitants$/);
    expect(factOf(lyon, 'Département')).toBe('Rhône (69)');
    expect(factOf(lyon, 'Région')).toBe('Auvergne-Rhône-Alpes');
    expect(factOf(lyon, 'Codes postaux')).toBe('69001 à 69009 (9 codes)');
    expect(lyon?.links).toEqual([
      { label: 'Fiche INSEE', url: 'https://www.insee.fr/fr/statistiques/1405599?geo=COM-69123' },
    ]);
    expect(lyon?.source.licence?.name).toBe('Licence Ouverte 2.0');
  });

  it('reads the name however it is typed: "  LYON ", "lyon"', async () => {
    expect((await askKnowledge(t.app, { q: '  LYON ' }))?.name).toBe('Lyon');
  });

  it('picks the most populous of homonyms: "saint denis" is the Saint-Denis with the most inhabitants', async () => {
    const homonyms = current.filter((c) => c.nom === 'Saint-Denis');
    expect(homonyms.length).toBeGreaterThan(2);
    const largest = homonyms.reduce((a, b) => ((a.population ?? 0) >= (b.population ?? 0) ? a : b));
    const entity = await askKnowledge(t.app, { q: 'saint denis' });
    expect(entity?.name).toBe('Saint-Denis');
    expect(factOf(entity, 'Code INSEE')).toBe(largest.code);
  });

  it('puts the city of Paris before the department of Paris', async () => {
    expect((await askKnowledge(t.app, { q: 'Paris' }))?.type).toBe('Commune française');
  });

  it('answers a department: "Gironde" with its number, region and prefecture', async () => {
    const gironde = await askKnowledge(t.app, { q: 'Gironde' });
    expect(gironde).toMatchObject({ name: 'Gironde', type: 'Département français' });
    expect(factOf(gironde, 'Numéro')).toBe('33');
    expect(factOf(gironde, 'Préfecture')).toBe('Bordeaux');
    expect(factOf(gironde, 'Région')).toBe('Nouvelle-Aquitaine');
  });

  it('answers a region: "Bretagne" with its chief town and departments', async () => {
    const bretagne = await askKnowledge(t.app, { q: 'Bretagne' });
    expect(bretagne).toMatchObject({ name: 'Bretagne', type: 'Région française' });
    expect(factOf(bretagne, 'Chef-lieu')).toBe('Rennes');
    expect(factOf(bretagne, 'Départements')).toContain('Finistère (29)');
  });

  it('answers a country: "Italie" with its flag served by the app, capital and Wikipedia article', async () => {
    const italie = await askKnowledge(t.app, { q: 'Italie' });
    expect(italie).toMatchObject({
      name: 'Italie',
      type: 'Pays',
      image: { url: '/flags/4x3/it.svg', alt: 'Drapeau : Italie' },
      links: [{ label: 'Wikipédia', url: 'https://fr.wikipedia.org/wiki/Italie' }],
    });
    expect(factOf(italie, 'Capitale')).toBe('Rome');
    const flag = await t.app.inject({ method: 'GET', url: italie!.image!.url });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
  });

  it('finds a country by its official name and a name without its article ("Réunion")', async () => {
    expect((await askKnowledge(t.app, { q: 'République italienne' }))?.name).toBe('Italie');
    expect((await askKnowledge(t.app, { q: 'Réunion' }))?.name).toBe('La Réunion');
  });

  it.each([['le'], ['la les'], [''], ['   '], ['a']])(
    'answers no entity for a stop word, a blank or a too short query: %j',
    async (q) => {
      expect(await askKnowledge(t.app, { q })).toBeNull();
    },
  );

  it('answers no entity for a name it does not hold, or only as part of a longer query', async () => {
    expect(await askKnowledge(t.app, { q: 'xqzvbnmwplk' })).toBeNull();
    expect(await askKnowledge(t.app, { q: 'restaurant lyon' })).toBeNull();
  });

  it('keeps under the score of 500 a hamlet of fewer than 100 inhabitants', async () => {
    const names = new Map<string, number>();
    for (const c of current) names.set(c.nom, (names.get(c.nom) ?? 0) + 1);
    const hamlet = current.find(
      (c) => (c.population ?? 0) < 50 && names.get(c.nom) === 1 && c.nom.length > 5,
    );
    expect(hamlet).toBeDefined();
    expect(await askKnowledge(t.app, { q: hamlet!.nom })).toBeNull();
  });

  it('hides the card with safe search on when the entity’s page is marked for adults in the index', async () => {
    await importPages(
      t.database,
      JSON.stringify({
        url: 'https://fr.wikipedia.org/wiki/Italie',
        title: 'Italie',
        text: 'x',
        adult: true,
      }),
    );
    // A query not asked yet in this file: the answers above are in the cache for 5 minutes.
    expect(await askKnowledge(t.app, { q: 'Republique italienne', safesearch: 'active' })).toBeNull();
    expect((await askKnowledge(t.app, { q: 'Republique italienne', safesearch: 'off' }))?.name).toBe(
      'Italie',
    );
  });
});
