// Cookies and headers are input too. Malformed pa_ref, sid, Accept-Language and
// X-Forwarded-For values on every route never give a 5xx (a pa_ref of %E0%A4%A once answered 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../server/app';
import { REFERRAL_COOKIE } from '../../../common/constants';
import { SESSION_COOKIE } from '../../../server/platform/session/store';
import { HUGE_STRING } from '../../fixtures/badInput';
import { buildSweepApp, type Sweep } from '../../fixtures/sweepApp';

/** Cookie values a browser, a proxy or an attacker may send: bad percent-encoding, quotes, separators, size. */
const BAD_COOKIE_VALUES = [
  '%E0%A4%A',
  '%',
  '%%',
  '%00',
  '%C0%AF',
  '%FF%FE',
  '"guillemets',
  '=',
  'a=b=c',
  '\\',
  'é',
  HUGE_STRING.slice(0, 4000),
];
const BAD_LANGUAGES = ['', '*', 'fr-FR;q=abc', 'fr;q=0.5, , ,', 'x'.repeat(4000), ';;;', 'é'];
const BAD_FORWARDED = ['inconnu', '999.1.1.1', '1.2.3.4:80', '[::1]', ',,,', '::ffff:zz', 'x'.repeat(4000)];

describe('V1.2 malformed cookies and headers on every route', () => {
  let sweep: Sweep;
  let routes: RegisteredRoute[] = [];
  let sent = 0;

  beforeAll(async () => {
    // Behind a trusted proxy, so X-Forwarded-For is read; the proxy's own address is spared the jails.
    sweep = await buildSweepApp({ TRUST_PROXY: '127.0.0.1' });
    const seen = new Set<string>();
    routes = sweep.t.app.registeredRoutes.filter((r) => {
      const key = `${r.method} ${r.url}`;
      const file = (r.schema as { hide?: boolean } | undefined)?.hide;
      return !file && !r.url.startsWith('/oidc/') && !seen.has(key) && seen.add(key);
    });
  });
  afterAll(async () => {
    console.info(`header and cookie sweep: ${sent} requests on ${routes.length} routes`);
    await sweep?.t.close();
  });

  async function send(route: RegisteredRoute, headers: Record<string, string>) {
    sent++;
    const url = route.url.replace(':id', sweep.ids.target).replace(':uid', 'x');
    const res = await sweep.t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    });
    return `${route.method} ${url} ${JSON.stringify(headers).slice(0, 80)} → ${res.statusCode}`;
  }

  it('answers every route below 500 whatever the pa_ref and sid cookies hold', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const caller = sweep.callerOf(route.url);
      for (const value of BAD_COOKIE_VALUES) {
        const withReferral = `${caller.browser.cookieHeader()}; ${REFERRAL_COOKIE.name}=${value}`;
        for (const cookie of [withReferral, `${SESSION_COOKIE}=${value}`]) {
          const line = await send(route, { cookie, 'x-csrf-token': caller.token });
          if (/ → 5\d\d$/.test(line)) failures.push(line);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every route below 500 whatever Accept-Language and X-Forwarded-For say', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const headers = sweep.callerOf(route.url).headers();
      for (const language of BAD_LANGUAGES) {
        const line = await send(route, { ...headers, 'accept-language': language });
        if (/ → 5\d\d$/.test(line)) failures.push(line);
      }
      for (const forwarded of BAD_FORWARDED) {
        const line = await send(route, { ...headers, 'x-forwarded-for': forwarded });
        if (/ → 5\d\d$/.test(line)) failures.push(line);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads a pa_ref it cannot decode as no partner code: the search answers', async () => {
    const res = await sweep.t.app.inject({
      method: 'GET',
      url: '/api/search?q=lyon',
      headers: { cookie: `${REFERRAL_COOKIE.name}=%E0%A4%A` },
    });
    expect(res.statusCode).toBe(200);
  });
});
