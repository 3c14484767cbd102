// Changes other processes cache, told over the Redis channel: three instances on one database
// and one Redis; a ban, an unban, a partner's pause and re-activation, an ad setting, a search page
// fetched anew, a preference and a sign-out on one instance are honoured by the two others within a
// second. Each delay is printed.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_SLOTS, SECURITY_JAILS } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import type { App } from '../../../server/app';
import { redisAnswers } from '../../fixtures/redis';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { until } from '../../fixtures/until';
import {
  BUILD_TIMEOUT_MS,
  buildInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type ManyInstances,
} from './instances';

/** The bound: a change is honoured everywhere within this time. */
const WITHIN_MS = 1_000;
const ADMIN = 'admin@diffusion.fr';

/** A SearXNG stand-in whose answer for a query changes when the test says (`edition`). */
function startSearxng(): Promise<{ server: Server; url: string; edition: { n: number } }> {
  const edition = { n: 1 };
  const server = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://searxng').searchParams.get('q') ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        results: [
          { title: `${q} (édition ${edition.n})`, url: 'https://exemple.fr/page', content: 'Un extrait.' },
        ],
        unresponsive_engines: [],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, edition }),
    ),
  );
}

/** Runs `change`, then waits until `honoured` holds on every app given; the delay in milliseconds. */
async function delayUntilHonoured(
  what: string,
  apps: App[],
  change: () => Promise<void>,
  honoured: (app: App) => Promise<boolean>,
): Promise<number> {
  await change();
  const started = performance.now();
  await Promise.all(apps.map((app) => until(() => honoured(app))));
  const delay = Math.round(performance.now() - started);
  console.log(`${what}: honoured by the other instances after ${delay} ms`);
  return delay;
}

describe.runIf(await redisAnswers())(
  'changes told to every instance over the Redis channel',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: ManyInstances;
    let a: App;
    let others: App[];
    let admin: Caller;
    let searxng: Awaited<ReturnType<typeof startSearxng>>;
    beforeAll(async () => {
      searxng = await startSearxng();
      t = await buildInstances(3, {
        ADMIN_EMAILS: ADMIN,
        SEARCH_PROVIDER: 'searxng',
        SEARXNG_URL: searxng.url,
        KNOWLEDGE_SOURCE: 'local',
      });
      [a, ...others] = t.apps as [App, ...App[]];
      admin = await signIn(a, 'Admin', ADMIN);
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await t?.close();
      searxng?.server.close();
    });

    const asAdmin = (method: 'PUT' | 'POST', url: string, payload: object) =>
      a.inject({ method, url, headers: admin.headers(), payload });

    it('a ban decided on A refuses the address on B and C within a second, and so does its lifting', async () => {
      const { address, key } = uniqueClient();
      const health = (app: App) => app.inject({ url: '/api/health', remoteAddress: address });
      for (const app of t.apps) expect((await health(app)).statusCode).toBe(200); // each has read the bans

      const banDelay = await delayUntilHonoured(
        'ban',
        others,
        async () => {
          for (let i = 0; i < SECURITY_JAILS['nginx-admin'].maxRetry; i++)
            await a.inject({ url: '/api/admin/partners', remoteAddress: address });
          expect((await health(a)).json().error.code).toBe('banned');
        },
        async (app) => (await health(app)).statusCode === 403,
      );
      expect(banDelay).toBeLessThan(WITHIN_MS);

      const unbanDelay = await delayUntilHonoured(
        'unban',
        others,
        async () => {
          const lifted = await asAdmin('POST', '/api/admin/security/unban', { ip: key, jail: 'nginx-admin' });
          expect(lifted.json().data.success).toBe(true);
          expect((await health(a)).statusCode).toBe(200);
        },
        async (app) => (await health(app)).statusCode === 200,
      );
      expect(unbanDelay).toBeLessThan(WITHIN_MS);
    });

    it('a partner paused on A is no longer credited on B and C within a second, and again once re-activated', async () => {
      const partner = await signIn(a, 'Partenaire', 'partenaire@diffusion.fr');
      const id = await applyAsPartner(a, partner);
      const setStatus = async (status: 'active' | 'paused') => {
        const res = await asAdmin('PUT', `/api/admin/partners/${id}`, {
          status,
          ...(status === 'active' && { activate_without_channel: true }),
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      await setStatus('active');
      const { code } = await t.first.database.db
        .selectFrom('partners')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const pageViews = async () =>
        Number(
          (
            await t.first.database.db
              .selectFrom('partner_daily_stats')
              .select('page_views')
              .where('partner_id', '=', id)
              .where('stat_date', '=', parisDay())
              .executeTakeFirst()
          )?.page_views ?? 0,
        );
      /** One referred page view on the app: whether it was credited once the app wrote its batch. */
      const credited = async (app: App) => {
        const before = await pageViews();
        const res = await app.inject({
          method: 'POST',
          url: '/events',
          remoteAddress: uniqueClient().address,
          headers: {
            cookie: `pa_ref=${code}`,
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
          },
          payload: { events: [{ type: 'page_view', path: '/' }] },
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
        await app.attribution.flush();
        return (await pageViews()) > before;
      };
      for (const app of others) expect(await credited(app)).toBe(true); // each has the partner in its cache

      const pauseDelay = await delayUntilHonoured(
        'partner paused',
        others,
        () => setStatus('paused'),
        async (app) => !(await credited(app)),
      );
      expect(pauseDelay).toBeLessThan(WITHIN_MS);
      for (const app of others) expect(await credited(app)).toBe(false);

      const resumeDelay = await delayUntilHonoured(
        'partner re-activated',
        others,
        () => setStatus('active'),
        (app) => credited(app),
      );
      expect(resumeDelay).toBeLessThan(WITHIN_MS);
    });

    it('an ad setting changed on A is what B and C serve within a second', async () => {
      const slots = async (app: App) =>
        (await app.inject({ url: '/api/ads/slots', remoteAddress: uniqueClient().address })).json().data
          .slots as Array<{ id: string }>;
      for (const app of others) expect(await slots(app)).toHaveLength(AD_SLOTS.length);

      const delay = await delayUntilHonoured(
        'ad settings',
        others,
        async () => {
          // No slot whitelisted: only the results page's, which is always there.
          const res = await asAdmin('PUT', '/api/admin/settings', { ad_slots_whitelist: [] });
          expect(res.statusCode, res.body).toBe(200);
        },
        async (app) => (await slots(app)).length < AD_SLOTS.length,
      );
      expect(delay).toBeLessThan(WITHIN_MS);
      for (const app of others)
        expect(await slots(app)).toEqual([{ id: 'cse_search', label: 'Page de résultats' }]);
    });

    it('a search page fetched anew on A replaces the copy B and C keep, within a second', async () => {
      const q = `diffusion ${randomBytes(6).toString('hex')}`;
      const title = async (app: App) =>
        (
          await app.inject({
            url: `/api/search?q=${encodeURIComponent(q)}`,
            remoteAddress: uniqueClient().address,
          })
        ).json().data.results[0].title as string;
      // B and C hold the first edition, parsed, in front of Redis; A never served it.
      for (const app of others) expect(await title(app)).toBe(`${q} (édition 1)`);

      const delay = await delayUntilHonoured(
        'search page fetched anew',
        others,
        async () => {
          // The shared copy is purged (its time is up, or an operator removed it): A asks the provider again.
          const keys = await t.redis.keys(`${t.prefix}search:*${q.split(' ')[1]}*`);
          expect(keys).toHaveLength(1);
          await t.redis.del(keys[0]!);
          searxng.edition.n = 2;
          expect(await title(a)).toBe(`${q} (édition 2)`);
        },
        async (app) => (await title(app)) === `${q} (édition 2)`,
      );
      expect(delay).toBeLessThan(WITHIN_MS);
    });

    it('a preference changed and a sign-out on A reach the sessions B and C hold, within a second', async () => {
      const marie = await signIn(a, 'Marie', 'marie@diffusion.fr');
      const authUser = async (app: App) =>
        (await app.inject({ url: '/auth/user', headers: marie.headers() })).json().data.user;
      for (const app of t.apps) expect((await authUser(app)).history_enabled).toBe(true); // each holds it

      const preferenceDelay = await delayUntilHonoured(
        'preference',
        others,
        async () => {
          const answer = await a.inject({
            method: 'PUT',
            url: '/api/user/preferences',
            headers: marie.headers(),
            payload: { history_enabled: false },
          });
          expect(answer.statusCode).toBe(200);
        },
        async (app) => (await authUser(app)).history_enabled === false,
      );
      expect(preferenceDelay).toBeLessThan(WITHIN_MS);

      const signOutDelay = await delayUntilHonoured(
        'sign-out',
        others,
        async () => {
          const answer = await a.inject({
            method: 'POST',
            url: '/auth/logout/all',
            headers: marie.headers(),
          });
          expect(answer.statusCode).toBe(200);
        },
        async (app) => (await authUser(app)) === null,
      );
      expect(signOutDelay).toBeLessThan(WITHIN_MS);
    });
  },
);
