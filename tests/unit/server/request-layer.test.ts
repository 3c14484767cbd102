// The request layer's steps: their order, which of them may wait, and why the order matters, through the real app.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SECURITY_JAILS } from '../../../common/constants';
import { API_MESSAGES, SECURITY_MESSAGES } from '../../../common/messages';
import { trustedProxiesOf } from '../../../server/platform/http/clientAddress';
import { PERMISSIONS_POLICY } from '../../../server/security/headers';
import { failureContext } from '../../../server/security/jails';
import { REQUEST_STEPS, requestLayer, runFrom } from '../../../server/security/requestLayer';
import type { Layer, Verdict } from '../../../server/security/steps/step';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('the request layer’s steps', () => {
  it('run in this order; only bans (the database read again) and limits (Redis near a limit) may wait', () => {
    expect(REQUEST_STEPS.map((step) => [step.name, step.mayWait])).toEqual([
      ['headers', false],
      ['text', false],
      ['cookies', false],
      ['address', false],
      ['counting', false],
      ['bans', true],
      ['limits', true],
      ['sign-in', false],
    ]);
  });
});

describe('running the steps', () => {
  type Run = (request: FastifyRequest, reply: FastifyReply) => Verdict | Promise<Verdict>;
  const request = () => ({ signIn: null }) as unknown as FastifyRequest;
  const reply = {} as FastifyReply;
  const goesOn: Run = () => undefined;

  it('hands the request on before it returns when no step waits: no promise on that path', () => {
    const calls: unknown[][] = [];
    runFrom([goesOn, goesOn, goesOn], 0, request(), reply, (...args) => calls.push(args));
    expect(calls).toEqual([[]]);
  });

  it('goes on from the next step once a step that waited says so, and stops at an error', async () => {
    const ran: string[] = [];
    const step =
      (name: string, verdict?: Verdict): Run =>
      () => {
        ran.push(name);
        return verdict;
      };
    const refused = new Error('refusé');
    const errors = await new Promise<unknown[]>((resolve) =>
      runFrom(
        [step('a'), () => Promise.resolve(undefined), step('b'), step('c', refused), step('d')],
        0,
        request(),
        reply,
        (...args) => resolve(args),
      ),
    );
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(errors).toEqual([refused]);
  });

  it('runs the route inside a sign-in request’s failure context', () => {
    const signIn = { alone: true };
    const seen: unknown[] = [];
    runFrom([goesOn], 0, { signIn } as unknown as FastifyRequest, reply, () =>
      seen.push(failureContext.getStore()),
    );
    expect(seen).toEqual([signIn]);
  });
});

describe('the order of the steps, through the app', () => {
  let t: TestApp;
  /** What the steps left on each request, by its x-test header, once answered. */
  const seen = new Map<string, { cookies: unknown; clientKey: string }>();
  /** Whether the layer, run again inside a route on a real request, handed it on before returning. */
  let handedOnAtOnce: boolean | undefined;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: 'loopback', SECURITY_IGNORE_IPS: '' },
      extend: (app) => {
        app.addHook('onResponse', (request, _reply, done) => {
          const id = request.headers['x-test'];
          if (typeof id === 'string')
            seen.set(id, { cookies: request.cookies, clientKey: request.clientKey });
          done();
        });
        app.get('/api/test/layer-again', { config: { access: 'public' } }, (request, reply) => {
          const { config } = app;
          const layer: Layer = {
            config,
            trusted: trustedProxiesOf(config.security.trustProxy),
            ignored: trustedProxiesOf(config.security.ignoreIps),
            counter: app.hitCounter,
            jails: app.jails,
            requestsByHour: app.requestsByHour,
            limited: app.limitedAddresses,
            metrics: app.metrics,
          };
          handedOnAtOnce = false;
          void requestLayer(layer).call(app, request, reply, () => (handedOnAtOnce = true));
          return reply.send({ data: handedOnAtOnce });
        });
      },
    });
  });
  afterAll(() => t.close());

  const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
  const history = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/search/history?sessionID=abcdefghi', headers: from(ip, headers) });
  const counted = async (key: string) => (await t.app.hitCounter.totals([key]))[0];
  const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };

  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  };

  it('answers a request that waits for nothing without a promise, on the real steps', async () => {
    await t.app.inject({ url: '/api/health', headers: from('198.51.100.30') }); // the bans read once
    const res = await t.app.inject({ url: '/api/test/layer-again', headers: from('198.51.100.30') });
    expect(res.json()).toEqual({ data: true });
  });

  it('refuses a banned address 403 before any limit counts it; every refusal carries the security headers', async () => {
    const ip = '198.51.100.31';
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++) expect((await history(ip)).statusCode).toBe(200);
    // Each refusal over the limit is a failure of the rate-limit jail; the one that fills it bans the address.
    for (let i = 0; i < SECURITY_JAILS['rate-limit'].maxRetry; i++) {
      const limited = await history(ip, i === 0 ? {} : navigation);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expectSecurityHeaders(limited.headers, `429 ${i === 0 ? 'JSON' : 'page'}`);
    }
    const before = await counted(`searchHistory:${ip}`);
    for (const headers of [{}, navigation]) {
      const banned = await history(ip, headers);
      expect(banned.statusCode).toBe(403);
      expect(banned.body).toContain(SECURITY_MESSAGES.banned.slice(0, 30));
      expectSecurityHeaders(banned.headers, '403');
    }
    expect(await counted(`searchHistory:${ip}`)).toBe(before);
  });

  it('refuses a head that is not text 400 before the cookies are read, the request counted or the bans seen', async () => {
    const ip = '198.51.100.32';
    // Banned, so that a refusal by the bans or the limits would show.
    for (let i = 0; i < SECURITY_JAILS.probe.maxRetry + 1; i++)
      await t.app.jails.record({ ip, path: '/wp-login.php', status: 404, jail: 'probe' });
    expect((await t.app.inject({ url: '/', headers: from(ip) })).statusCode).toBe(403);

    const hour = Math.floor(Date.now() / 3600_000) * 3600_000;
    const [requestsBefore] = await t.app.requestsByHour.counts([hour]);
    const generalBefore = await counted(`general:${ip}`);
    const res = await t.app.inject({
      url: '/api/health',
      headers: from(ip, { 'x-test': 'not-text', 'x-latin1': 'caf\u00e9', cookie: 'sid=abc' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { message: API_MESSAGES.invalidText, code: 'invalid_text' } });
    expectSecurityHeaders(res.headers, '400');
    expect(seen.get('not-text')).toEqual({ cookies: null, clientKey: '' });
    expect((await t.app.requestsByHour.counts([hour]))[0]).toBe(requestsBefore);
    expect(await counted(`general:${ip}`)).toBe(generalBefore);
  });
});
