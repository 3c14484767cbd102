// Makes the page under test behave like another install: its client config and the scripts its policy admits.
import type { Page } from '@playwright/test';
import { localDefaultClientConfig, type ClientConfig } from '../../../common/config';

/** Answers GET /api/config/client with this server's defaults changed by `overrides` (an engine id, an ad client…). */
export async function fakeClientConfig(page: Page, overrides: Partial<ClientConfig>) {
  await page.route('**/api/config/client', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: { ...localDefaultClientConfig, ...overrides } }),
    }),
  );
}

/** The document at `pathname` gets a policy that also admits scripts from `origins`, as such an install's would. */
export async function admitScriptOrigins(page: Page, pathname: string, origins: string[]) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      const csp = headers['content-security-policy']?.replace(
        "script-src 'self'",
        `script-src 'self' ${origins.join(' ')}`,
      );
      await route.fulfill({
        response,
        headers: { ...headers, ...(csp && { 'content-security-policy': csp }) },
      });
    },
  );
}
