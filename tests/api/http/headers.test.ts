import { describe, expect, it } from 'vitest';
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
