import { request as http, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SECURITY_DASHBOARD_REFRESH_MS } from '../../common/constants';
import { shoot } from './screenshots';

// The server trusts loopback as its proxy: each context below is a different client behind it.
const client = (baseURL: string, address: string, cookie?: string) =>
  http.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address, ...(cookie && { cookie }) },
  });

async function openSecurityPage(page: Page) {
  await page.goto('/');
  await page
    .getByRole('link', { name: /Connexion|Se connecter/ })
    .first()
    .click();
  await page.getByLabel('Nom affiché').fill('Ada Admin');
  await page.getByLabel('Adresse e-mail').fill('admin.e2e@example.fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Sécurité', level: 1 })).toBeVisible();
}

const forgedCallback = (c: APIRequestContext) =>
  c.get('/auth/google/callback?code=forged&state=forged', { maxRedirects: 0 });

test('V2.4.1 hammering the sign-in from one address bans it, the dashboard shows it within 30 s, unban lifts it, a neighbour is never affected', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // Addresses of their own for each run (--repeat-each): a jail remembers an address's failures for 10 minutes.
  const run = test.info().repeatEachIndex;
  const attackerIp = `198.51.100.${66 + 2 * run}`;
  const neighbourIp = `198.51.100.${67 + 2 * run}`;
  // The page's clock runs as usual, and the test moves it on to the page's next refresh.
  await page.clock.install();
  await openSecurityPage(page);
  const bans = page.getByRole('region', { name: 'IP bannies' });
  await expect(bans.getByText(attackerIp)).toHaveCount(0);

  const attacker = await client(baseURL!, attackerIp);
  const neighbour = await client(baseURL!, neighbourIp);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const refused = await forgedCallback(attacker);
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toBe('/error/401?reason=sign-in-failed');
  }
  const banned = await attacker.get('/api/config/client');
  expect(banned.status()).toBe(403);
  expect((await banned.json()).error.message).toMatch(/^Accès temporairement bloqué/);
  expect((await neighbour.get('/api/config/client')).status()).toBe(200);
  expect((await forgedCallback(neighbour)).headers().location).toBe('/error/401?reason=sign-in-failed');

  // The open page refreshes itself every 30 s: no reload.
  await page.clock.runFor(SECURITY_DASHBOARD_REFRESH_MS);
  await expect(bans.getByText(attackerIp)).toBeVisible();
  // Other tests ban their own addresses meanwhile: the banner counts what the list shows, this address among them.
  const listed = await bans.getByRole('button', { name: /^Débannir / }).count();
  expect(listed).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('ban-banner')).toContainText(`(${listed})`);
  await shoot(page, 'admin-security-ban');

  await page.setViewportSize({ width: 1280, height: 800 });
  await bans.getByRole('button', { name: `Débannir ${attackerIp}` }).click();
  await expect(page.getByText(`Adresse ${attackerIp} débloquée.`)).toBeVisible();
  await expect(bans.getByText(attackerIp)).toHaveCount(0);
  expect((await attacker.get('/api/config/client')).status()).toBe(200);
  await attacker.dispose();
  await neighbour.dispose();
});

test('a burst of a partner’s visitor events from one address is flagged on the security page, and the admin pauses the partner', async ({
  page,
  baseURL,
}) => {
  const code = 'RAFALE42';
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'portail.sqlite'));
  db.prepare(
    `insert into partners (code, name, email, status, revenue_share_percent, payout_threshold_cents)
     values (?, 'Rafale Blog', 'rafale.e2e@example.fr', 'active', 50, 7000)`,
  ).run(code);
  db.close();

  const bot = await client(baseURL!, '203.0.113.9', `pa_ref=${code}`);
  const events = Array.from({ length: 50 }, () => ({ type: 'page_view', path: '/' }));
  for (let batch = 0; batch < 3; batch++)
    expect((await bot.post('/events', { data: { events } })).status()).toBe(202);
  await bot.dispose();

  await openSecurityPage(page);
  const signals = page.getByRole('region', { name: 'Signaux de fraude des partenaires' });
  const row = signals.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Rafale Blog');
  await expect(row).toContainText('203.0.113.9');
  // 120 events an hour are allowed from one address: the batch that crosses the line is set aside whole.
  await expect(row.getByRole('cell').nth(2)).toHaveText('50');
  await expect(row).toContainText('203.0.113.9 (adresse) × 50');
  await shoot(page, 'admin-security-fraud');
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: 'Mettre en pause Rafale Blog' }).click();
  await expect(page.getByText('Partenaire Rafale Blog mis en pause')).toBeVisible();
  await expect(row).toContainText('mis en pause');
});

test('a banned browser opening the portal reads a French page saying why and when to come back', async ({
  browser,
  baseURL,
}) => {
  const ip = `198.51.100.${120 + test.info().repeatEachIndex}`;
  const script = await client(baseURL!, ip);
  for (let attempt = 1; attempt <= 5; attempt++) await forgedCallback(script);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = waitingForTheApp(await context.newPage());
  await page.setViewportSize({ width: 390, height: 800 });
  const answer = await page.goto('/');
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Accès bloqué', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Accès temporairement bloqué pour cette adresse/)).toBeVisible();
  await expect(page.getByText(/^Vous pourrez revenir à partir de \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'banned-page');
  await context.close();
  await script.dispose();
});

test('a refused sign-in callback lands on the 401 page saying the sign-in failed', async ({ browser }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${140 + test.info().repeatEachIndex}` },
  });
  const page = waitingForTheApp(await context.newPage());
  await page.goto('/auth/google/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/error\/401\?reason=sign-in-failed$/);
  await expect(page.getByText('Échec de l’authentification')).toBeVisible();
  await expect(page.getByRole('link', { name: /Connexion|Se connecter/ }).first()).toBeVisible();
  await context.close();
});
