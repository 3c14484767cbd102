// « Token invalide »: a callback that carries this browser's state but a code the provider refuses
// lands on the 401 page with reason=invalid-token; a state not issued here stays « Échec de l’authentification ».
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('a sign-in callback the provider refuses', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  /** A sign-in started in this browser: the state the provider was given. */
  async function startedState(browser: ReturnType<typeof createTestBrowser>) {
    const start = await browser.request('/auth/google');
    expect(start.status).toBe(302);
    return new URL(start.location!).searchParams.get('state')!;
  }

  it('with a code the provider never issued: the 401 page says « Token invalide »', async () => {
    const browser = createTestBrowser(t.app);
    const state = await startedState(browser);
    const iss = `${t.config.publicUrl}/oidc`;
    const query = new URLSearchParams({ code: 'forged', state, iss });
    const res = await browser.request(`/auth/google/callback?${query}`);
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${t.config.publicUrl}/error/401?reason=invalid-token`);
  });

  it('with a state not issued here: the sign-in failed, not the token', async () => {
    const browser = createTestBrowser(t.app);
    await startedState(browser);
    const res = await browser.request('/auth/google/callback?code=forged&state=forged');
    expect(res.location).toBe(`${t.config.publicUrl}/error/401?reason=sign-in-failed`);
  });
});
