// Every page is drawn once: for a guest, a member, a partner and an admin, each page of the router opens
// without a hydration mismatch (React's #418, #423, #425) nor any other console error or page error.
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueDigits } from './support/money';
import { ADMIN_EMAIL, signIn } from './support/session';

const NOT_FOUND = '/une-page-qui-n-existe-pas';
const PAGES = [
  '/',
  '/search?q=Lyon',
  '/search?q=Lyon&tab=images',
  '/partners',
  '/partners/how-it-works',
  '/privacy',
  '/licences',
  '/extension/setup',
  NOT_FOUND,
  '/error/403',
  '/partners/signup',
  '/partner/dashboard',
  '/partner/profile',
  '/partner/payment',
  '/admin/partners',
  '/admin/security',
  '/admin/suggestions',
  '/admin/db-admin',
];

/** What the browser reported as wrong while the page opened and settled. */
async function problemsOpening(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The 404 page's own document answers 404 for crawlers, as it must: Chromium logs that status too.
    const ownStatus = path === NOT_FOUND && message.location().url.endsWith(NOT_FOUND);
    if (message.type() === 'error' && !ownStatus)
      problems.push(`${message.text()} (${message.location().url})`);
  };
  const onError = (error: Error) => problems.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return problems;
}

async function expectEveryPageDrawnOnce(page: Page) {
  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    const problems = await problemsOpening(page, path);
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
}

async function csrfOf(context: BrowserContext): Promise<string> {
  const answer = (await (await context.request.get('/csrf-token')).json()) as { data: { csrfToken: string } };
  return answer.data.csrfToken;
}

test('a guest opens every page without an error', async ({ page }) => {
  await expectEveryPageDrawnOnce(page);
});

test('a member who turned safe search off opens every page, drawn as they see it', async ({ page }) => {
  await signIn(page, `membre-${uniqueDigits()}.e2e@example.fr`, 'Marie Membre');
  await expect(page.getByRole('button', { name: /Marie Membre/ })).toBeVisible();
  const changed = await page.context().request.put('/api/user/preferences', {
    headers: { 'x-csrf-token': await csrfOf(page.context()), 'content-type': 'application/json' },
    data: JSON.stringify({ safesearch_enabled: false }),
  });
  expect(changed.ok()).toBe(true);
  // The server draws the member's own top bar: their avatar's menu, no login button.
  const response = await page.request.get('/search?q=Lyon');
  const html = await response.text();
  expect(html).toContain('Marie Membre');
  expect(html).not.toContain('>Connexion<');
  expect(response.headers()['cache-control']).toMatch(/private|no-store/);
  expect(response.headers()['vary']).toMatch(/cookie/i);
  await expectEveryPageDrawnOnce(page);
});

test('a partner opens every page without an error', async ({ page }) => {
  // The signup page sends a guest to the sign-in form, then back.
  await page.goto('/partners/signup');
  await page.getByLabel('Nom affiché').fill('Paul Partenaire');
  await page.getByLabel('Adresse e-mail').fill(`partenaire-${uniqueDigits()}.e2e@example.fr`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/partners\/signup$/);
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  await expect(page.getByTestId('partner-code')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Partenaire' })).toBeVisible();
  await expectEveryPageDrawnOnce(page);
});

test('an admin opens every page without an error', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
  await expectEveryPageDrawnOnce(page);
});
