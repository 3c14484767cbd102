// GET /metrics: Prometheus' text for the token or the allowed addresses, the app's plain 404 for anyone else;
// requests by route and status, provider failures, bans, rate-limit refusals, events and the pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../common/constants';
import { ownFixture } from '../../fixtures/providers/answers';
import { startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../fixtures/testApp';

const TOKEN = 'jeton-de-supervision-0123456789';
/** The monitoring host's network (TEST-NET-1); visitors come from TEST-NET-3. */
const MONITOR = '192.0.2.9';

describe('/metrics', () => {
  let t: TestApp;
  let searxng: RecordedServer;
  beforeAll(async () => {
    searxng = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    t = await buildTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        METRICS_ALLOWED_IPS: '192.0.2.0/24',
        TRUST_PROXY: 'loopback',
        SECURITY_IGNORE_IPS: '',
        SEARCH_PROVIDER: 'searxng',
        SEARXNG_URL: searxng.baseUrl,
        SEARCH_CACHE_TTL_S: '0',
        KNOWLEDGE_SOURCE: 'local',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await searxng?.close();
  });

  let nextVisitor = 1;
  /** An address of its own for each caller (TEST-NET-3), behind the trusted loopback proxy. */
  const visitor = () => `203.0.113.${nextVisitor++}`;
  const from = (ip: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'x-forwarded-for': ip, ...headers } });

  const scrape = async () => {
    const res = await from(visitor(), '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** The value of one series, 0 when it is not there yet. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const measure = async (series: string) => valueOf(await scrape(), series);

  /** A page with its own path and the times its state was made left out: what two unknown paths share. */
  const pageOf = (body: string, path: string) =>
    body
      .replaceAll(encodeURIComponent(path), '…')
      .replaceAll(path, '…')
      .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

  it('answers as an unknown path would, without the token and from an address not allowed', async () => {
    const unknown = await from(visitor(), '/rien-par-ici');
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer pas-le-bon-jeton-0123456789' },
      { authorization: TOKEN },
    ]) {
      const res = await from(visitor(), '/metrics', headers);
      expect(res.statusCode).toBe(404);
      // The page an unknown path gets (built or not), nothing that tells a metrics endpoint is here.
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(pageOf(res.body, '/metrics')).toBe(pageOf(unknown.body, '/rien-par-ici'));
      expect(res.body).not.toContain('http_requests_total');
    }
    // X-Forwarded-For is believed only from a trusted proxy: a visitor cannot claim the monitor's address.
    const forged = await t.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': MONITOR },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers the token from anywhere and the allowed addresses without it', async () => {
    const withToken = await from(visitor(), '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(withToken.body).toContain('# TYPE http_requests_total counter');
    const fromMonitor = await from(MONITOR, '/metrics');
    expect(fromMonitor.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their durations', async () => {
    const series = '{route="/api/search",method="GET",status="200"}';
    const before = await scrape();
    for (const q of ['chat', 'chien', 'mont saint-michel'])
      expect((await from(visitor(), `/api/search?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
    const partner = await from(visitor(), '/api/admin/partners/12/payment');
    expect(partner.statusCode).toBe(401);
    const after = await scrape();
    expect(
      valueOf(after, `http_requests_total${series}`) - valueOf(before, `http_requests_total${series}`),
    ).toBe(3);
    expect(
      valueOf(after, `http_request_duration_seconds_count${series}`) -
        valueOf(before, `http_request_duration_seconds_count${series}`),
    ).toBe(3);
    expect(valueOf(after, `http_request_duration_seconds_sum${series}`)).toBeGreaterThan(0);
    // The pattern, not the address: one series for every partner id.
    expect(after).not.toContain('/api/admin/partners/12');
    expect(
      valueOf(
        after,
        'http_requests_total{route="/api/admin/partners/:id/payment",method="GET",status="401"}',
      ),
    ).toBe(1);
    expect(
      valueOf(after, 'search_provider_duration_seconds_count{provider="searxng"}'),
    ).toBeGreaterThanOrEqual(3);
  });

  it('counts a search provider failure', async () => {
    const series = 'search_provider_failures_total{provider="searxng",reason="http"}';
    const before = await measure(series);
    searxng.answer('/search', { status: 500, body: 'panne' });
    try {
      expect((await from(visitor(), '/api/search?q=panne')).statusCode).toBe(502);
    } finally {
      searxng.answer('/search', ownFixture('searxng-search.json'));
    }
    const text = await scrape();
    expect(valueOf(text, series) - before).toBe(1);
    expect(valueOf(text, 'http_requests_total{route="/api/search",method="GET",status="502"}')).toBe(1);
  });

  it('counts a ban and the rate-limit refusals', async () => {
    const bans = 'security_bans_total{jail="nginx-admin"}';
    const bansBefore = await measure(bans);
    const intruder = visitor();
    let status = 0;
    for (let i = 0; i < 10 && status !== 403; i++)
      status = (await from(intruder, '/api/admin/settings')).statusCode;
    expect(status).toBe(403);
    expect((await measure(bans)) - bansBefore).toBe(1);

    const refusalsBefore = await measure('rate_limit_refusals_total');
    const eager = visitor();
    for (let i = 0; i < RATE_LIMITS.searchHistory; i++)
      expect((await from(eager, '/api/search/history')).statusCode).not.toBe(429);
    expect((await from(eager, '/api/search/history')).statusCode).toBe(429);
    expect((await from(eager, '/api/search/history')).statusCode).toBe(429);
    expect((await measure('rate_limit_refusals_total')) - refusalsBefore).toBe(2);
  });

  it('counts the events queued and written', async () => {
    const before = await scrape();
    const res = await t.app.inject({
      method: 'POST',
      url: '/events',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
      payload: JSON.stringify({
        events: [
          { type: 'page_view', path: '/' },
          { type: 'page_view', path: '/search?q=chat' },
        ],
      }),
    });
    expect(res.statusCode).toBe(202);
    const after = await scrape();
    expect(valueOf(after, 'events_queued_total') - valueOf(before, 'events_queued_total')).toBe(2);
    expect(valueOf(after, 'events_written_total') - valueOf(before, 'events_written_total')).toBe(2);
  });

  it('leaves out the process figures in tests, where one process builds many apps', async () => {
    expect(await scrape()).not.toContain('process_cpu_user_seconds_total');
  });

  it('shows the PostgreSQL pool, and no pool on SQLite', async () => {
    const text = await scrape();
    if (TEST_DIALECT === 'postgres') {
      expect(valueOf(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('db_pool_connections{state="idle"}');
      expect(text).toContain('db_pool_connections{state="waiting"} 0');
    } else expect(text).not.toContain('db_pool_connections');
  });
});

describe('/metrics outside tests', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ env: { NODE_ENV: 'development' } })));
  afterAll(() => t?.close());

  it('adds the process: CPU, memory, event-loop lag', async () => {
    // From loopback, the default METRICS_ALLOWED_IPS.
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    for (const series of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(res.body).toContain(`\n${series} `);
  });
});
