import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../../server/security/headers';
import { buildTestApp } from '../../fixtures/testApp';

async function headersOf(env: NodeJS.ProcessEnv = {}, url = '/') {
  const t = await buildTestApp({ env });
  try {
    return (await t.app.inject({ url })).headers;
  } finally {
    await t.close();
  }
}

describe('security headers', () => {
  it('V3.4.3 a default install admits scripts from itself only, and no framing', async () => {
    const headers = await headersOf();
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined(); // HSTS only in production
  });

  it('gives JSON answers the short REST set: nothing may load, nothing may frame', async () => {
    const headers = await headersOf({}, '/api/health');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('admits Google’s search element when it is the provider', async () => {
    const csp = String(
      (await headersOf({ SEARCH_PROVIDER: 'google-element', GOOGLE_CSE_ID: 'moteur' }))[
        'content-security-policy'
      ],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/cse\.google\.com/);
    expect(csp).not.toContain('googlesyndication');
  });

  it('admits the ad network only with an ad client configured', async () => {
    const csp = String(
      (await headersOf({ ADSENSE_CLIENT_ID: 'ca-pub-1234567890' }))['content-security-policy'],
    );
    expect(csp).toContain('https://pagead2.googlesyndication.com');
    expect(csp).not.toContain('cse.google.com');
  });
});

// Every answer carries the security headers and a Permissions-Policy – errors, `/oidc/*` (answered by the provider
// on the Node response) and the crash answer included – and the microphone (voice search) is ours only.
describe('security headers on every answer', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SECURITY_IGNORE_IPS: '127.0.0.1' },
      extend: (app) => {
        // An answer Fastify cannot write (a header no HTTP may carry): its error answer falls back to a bare one.
        app.get('/api/test/crash', { config: { access: 'public' } }, (_request, reply) =>
          reply.header('location', '/€').send({ data: 'jamais' }),
        );
        app.get('/test/crash', { config: { access: 'public' } }, (_request, reply) =>
          reply.header('location', '/€').type('text/html').send('<p>jamais</p>'),
        );
        app.get('/api/test/throws', { config: { access: 'public' } }, () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(() => t?.close());
  let listened: string | undefined;
  const listening = async () => (listened ??= await t.app.listen({ host: '127.0.0.1', port: 0 }));

  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBeDefined();
    expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  };

  it('Permissions-Policy: the microphone for ourselves only (voice search), camera, location and the rest for nobody', () => {
    const policy = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((p) => p.split('=')));
    expect(policy.microphone).toBe('(self)');
    for (const feature of ['camera', 'geolocation', 'payment', 'usb', 'display-capture'])
      expect(policy[feature], feature).toBe('()');
  });

  it.each([
    ['a page', 'GET', '/'],
    ['the web app’s 404', 'GET', '/nulle-part'],
    ['an API answer', 'GET', '/api/health'],
    ['an API 404', 'GET', '/api/nulle-part'],
    ['a 401', 'GET', '/api/admin/partners'],
    ['a validation 400', 'GET', '/api/search'],
    ['a refused text', 'GET', '/api/search?q=%00'],
    ['a path Fastify cannot decode', 'GET', '/api/admin/partners/%FF'],
    ['a refused CSRF', 'POST', '/api/search/history'],
    ['a handler that throws', 'GET', '/api/test/throws'],
    ['the crash answer (headers that cannot be written)', 'GET', '/api/test/crash'],
    ['/oidc discovery', 'GET', '/oidc/.well-known/openid-configuration'],
    ['/oidc keys', 'GET', '/oidc/jwks'],
    ['an /oidc error', 'GET', '/oidc/auth?client_id=inconnu'],
    ['an /oidc 404', 'GET', '/oidc/nulle-part'],
    ['an /oidc token call', 'POST', '/oidc/token'],
  ] as const)('%s (%s %s)', async (what, method, url) => {
    const res = await t.app.inject({ method, url, headers: { host: new URL(t.config.publicUrl).host } });
    expectSecurityHeaders(res.headers, `${what}: ${res.statusCode}`);
  });

  // app.inject copies a reply's headers whatever Node would have written: only a socket shows what leaves.
  it('on a real socket too: JSON, a page, the crash answers and a hijacked /oidc answer', async () => {
    const address = await listening();
    for (const path of [
      '/api/health',
      '/',
      '/api/test/crash',
      '/test/crash',
      '/oidc/.well-known/openid-configuration',
    ]) {
      const res = await fetch(`${address}${path}`);
      expectSecurityHeaders(Object.fromEntries(res.headers), `${path}: ${res.status}`);
    }
  });

  it('a request Node itself refuses (a NUL in a header, bytes that are not UTF-8 in the path) answers in French with the headers', async () => {
    const address = await listening();
    const { port } = new URL(address);
    for (const request of [
      Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n', 'latin1'),
      Buffer.concat([Buffer.from('GET /'), Buffer.from([0xff]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]),
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n') as [string, string];
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
      );
      expectSecurityHeaders(headers, 'client error');
      expect(JSON.parse(body)).toEqual({ error: { message: 'Requête invalide' } });
    }
  });
});
