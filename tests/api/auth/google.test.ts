import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../../server/accounts/auth/builtin/provider';
import { builtinProviderRoutes } from '../../../server/accounts/auth/builtin/routes';
import { createTestBrowser, signInWith } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * With GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET the app signs in against Google's issuer; here a local
 * OpenID server on its own port stands in for accounts.google.com, reached over real HTTP.
 */
describe('sign-in with Google credentials configured', () => {
  let google: FastifyInstance;
  let t: TestApp;
  /** The stand-in's own database: its records and signing key, apart from the app's. */
  let standInData: TestApp;
  let discoveryCalls = 0;
  let tokenCalls = 0;

  beforeAll(async () => {
    const port = await freePort();
    const issuerBase = `http://127.0.0.1:${port}`;
    const appUrl = 'http://localhost:3000';
    standInData = await buildTestApp();
    const standIn = await createBuiltinProvider(
      standInData.database,
      issuerBase,
      'x'.repeat(32) + '-google-stand-in',
      appUrl,
    );
    google = Fastify();
    google.addHook('onRequest', async (request) => {
      if (request.url.endsWith('/.well-known/openid-configuration')) discoveryCalls++;
      if (request.url === '/oidc/token') tokenCalls++;
    });
    await google.register(builtinProviderRoutes, { builtin: standIn });
    await google.listen({ port, host: '127.0.0.1' });
    t = await buildTestApp({
      env: {
        PUBLIC_URL: appUrl,
        GOOGLE_CLIENT_ID: 'portail',
        GOOGLE_CLIENT_SECRET: standIn.clientSecret,
        GOOGLE_ISSUER_URL: `${issuerBase}/oidc`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await standInData.close();
  });

  it('does not mount the built-in provider', async () => {
    expect((await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).not.toBe(200);
  });

  it('signs in through the issuer’s discovery document, authorization and token endpoints', async () => {
    const browser = createTestBrowser(t.app);
    const start = await browser.request('/auth/google?redirect=/search');
    expect(new URL(start.location!).origin).toBe(new URL(google.listeningOrigin).origin);
    const end = await signInWith(
      browser,
      { name: 'Gaëlle Google', given_name: 'Gaëlle', family_name: 'Google', email: 'gaelle@gmail.example' },
      { redirect: '/search' },
    );
    expect(end.location).toBe('http://localhost:3000/search');
    const user = JSON.parse((await browser.request('/auth/user')).body).data.user;
    expect(user).toMatchObject({ name: 'Gaëlle Google', email: 'gaelle@gmail.example' });
    expect(discoveryCalls).toBe(1);
    expect(tokenCalls).toBe(1);
  });

  it('discovers once and reuses the configuration for the next sign-in', async () => {
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: 'Hugo', email: 'hugo@gmail.example' });
    expect(discoveryCalls).toBe(1);
    expect(tokenCalls).toBe(2);
  });
});
