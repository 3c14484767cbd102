// Admins see the suggestions that became public this week and can remove or block one, each audited.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReviewedSuggestion } from '../../../common/suggest';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';
import { searchedByEach, suggestionsFor, visitorsOnDistinctNetworks } from './visitors';

const DAY_MS = 86_400_000;

describe('the admin review of public suggestions', () => {
  let t: TestApp;
  let admin: Caller;
  let user: Caller;
  let nextNetwork = 1;
  beforeAll(async () => {
    t = await buildSearchTestApp({ env: { ADMIN_EMAILS: 'admin@suggest.fr' } });
    admin = await signIn(t.app, 'Admin', 'admin@suggest.fr');
    user = await signIn(t.app, 'Utilisateur', 'user@suggest.fr');
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** Five new visitors, each from a network of its own, search the query: it becomes public. */
  async function madePublic(q: string) {
    await searchedByEach(t, await visitorsOnDistinctNetworks(t, 5, nextNetwork), q);
    nextNetwork += 5;
  }

  const review = async (caller: Caller | null = admin) =>
    t.app.inject({ method: 'GET', url: '/api/admin/suggestions', headers: caller?.headers() ?? {} });
  const listed = async () => (await review()).json().data.suggestions as ReviewedSuggestion[];
  const remove = (term: string, caller: Caller | null = admin) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/suggestions/${encodeURIComponent(term)}`,
      headers: caller?.headers() ?? {},
    });
  const block = (query: string, caller: Caller | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/suggestions/blocked',
      headers: caller?.headers() ?? {},
      payload: { query },
    });
  const audited = (action: string) =>
    t.database.db.selectFrom('admin_audit').selectAll().where('action', '=', action).execute();

  describe('GET /api/admin/suggestions', () => {
    it('is refused to a visitor (401) and to a signed-in user who is not an admin (403)', async () => {
      expect((await review(null)).statusCode).toBe(401);
      expect((await review(user)).statusCode).toBe(403);
    });

    it('lists the past queries that became public this week, with their visitors, not the names of the data set', async () => {
      await madePublic('Lyon Fourvière Basilique');
      const res = await review();
      expect(res.statusCode, res.body).toBe(200);
      const item = res
        .json()
        .data.suggestions.find((s: ReviewedSuggestion) => s.term === 'lyon fourviere basilique');
      expect(item).toMatchObject({
        label: 'Lyon Fourvière Basilique',
        visitors: 5,
        adult: false,
        blocked: false,
      });
      expect(Date.now() - Date.parse(item.publicSince)).toBeLessThan(DAY_MS);
      expect(res.json().data.suggestions.map((s: ReviewedSuggestion) => s.label)).not.toContain('Lyon');
    });

    it('leaves out a query that became public more than 7 days ago', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 8 * DAY_MS });
      await searchedByEach(
        t,
        [1, 2, 3, 4, 5].map((n) => ({ address: `10.${n}.200.7` })),
        'paris jardin du luxembourg',
      );
      vi.useRealTimers();
      expect(await suggestionsFor(t, 'paris jard')).toContain('paris jardin du luxembourg');
      expect((await listed()).map((s) => s.term)).not.toContain('paris jardin du luxembourg');
    });
  });

  describe('DELETE /api/admin/suggestions/:term', () => {
    it('is refused to a visitor and to a user who is not an admin', async () => {
      await madePublic('lyon parc de la tete d or');
      expect((await remove('lyon parc de la tete d or', null)).statusCode).toBe(401);
      expect((await remove('lyon parc de la tete d or', user)).statusCode).toBe(403);
      expect(await suggestionsFor(t, 'lyon parc')).toContain('lyon parc de la tete d or');
    });

    it('removes the suggestion at once, whatever its spelling, and audits it', async () => {
      await madePublic('Lyon Croix-Rousse');
      expect(await suggestionsFor(t, 'lyon croix')).toContain('Lyon Croix-Rousse');
      const res = await remove('LYON  croix-rousse');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.term).toBe('lyon croix rousse');
      expect(await suggestionsFor(t, 'lyon croix')).not.toContain('Lyon Croix-Rousse');
      expect((await listed()).map((s) => s.term)).not.toContain('lyon croix rousse');
      const entries = await audited('suggestion.remove');
      expect(entries.map((e) => [e.target, e.admin_user_id])).toContainEqual([
        'suggestion:lyon croix rousse',
        expect.any(Number),
      ]);
    });

    it('answers 404 for a query that is not a past query (a name of the data set stays)', async () => {
      expect((await remove('jamais cherchee')).statusCode).toBe(404);
      expect((await remove('Lyon')).statusCode).toBe(404);
      expect((await suggestionsFor(t, 'ly'))[0]).toBe('Lyon');
    });
  });

  describe('POST /api/admin/suggestions/blocked', () => {
    it('is refused to a visitor and to a user who is not an admin', async () => {
      expect((await block('lyon presqu ile', null)).statusCode).toBe(401);
      expect((await block('lyon presqu ile', user)).statusCode).toBe(403);
    });

    it('blocks a public suggestion for good: audited, listed as blocked, never back even when 5 more visitors search it', async () => {
      await madePublic('Lyon Part-Dieu');
      const res = await block('lyon part-dieu');
      expect(res.statusCode, res.body).toBe(200);
      expect(await suggestionsFor(t, 'lyon part')).not.toContain('Lyon Part-Dieu');
      expect((await listed()).find((s) => s.term === 'lyon part dieu')).toMatchObject({ blocked: true });
      expect((await audited('suggestion.block')).map((e) => e.target)).toContain('suggestion:lyon part dieu');
      await madePublic('Lyon Part-Dieu');
      expect(await suggestionsFor(t, 'lyon part')).not.toContain('Lyon Part-Dieu');
      // Removing is for what may come back: a blocked query stays blocked.
      expect((await remove('lyon part-dieu')).statusCode).toBe(404);
      await madePublic('Lyon Part-Dieu');
      expect(await suggestionsFor(t, 'lyon part')).not.toContain('Lyon Part-Dieu');
    });

    it('blocks a query before it is ever public', async () => {
      expect((await block('Lyon Confluence Musée')).statusCode).toBe(200);
      await madePublic('lyon confluence musee');
      expect(await suggestionsFor(t, 'lyon conf')).not.toContain('lyon confluence musee');
    });
  });
});
