// The link builder: a partner builds a link to a search with a sub-ID, copies it and sees its QR code; a visitor
// who opens that link and then searches is counted under the sub-ID on the partner's dashboard and in its CSV.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { database, uniqueDigits } from './support/money';
import { expect, test, waitingForTheApp } from './support/test';

/** Signs in from the signup page, applies and is made active: the partner's code. */
async function activePartner(page: Page): Promise<string> {
  const email = `liens-${uniqueDigits()}.e2e@example.fr`;
  await page.goto('/partners/signup');
  await page.getByLabel('Nom affiché').fill('Léa Liens');
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom de famille').fill('Liens');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await page.getByTestId('partner-code').textContent())!;
  const db = database();
  db.prepare("update partners set status = 'active' where code = ?").run(code);
  db.close();
  return code;
}

test('a partner builds a link to a search with a sub-ID, copies it, sees its QR code, and its visitor counts under the sub-ID', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = await activePartner(page);
  const origin = new URL(page.url()).origin;

  await page.goto('/partner/dashboard');
  await expect(async () => {
    await page.getByRole('link', { name: 'Liens et QR codes' }).click();
    await expect(page.getByRole('heading', { name: 'Liens et QR codes', level: 1 })).toBeVisible();
  }).toPass();
  // Without a choice, the home page's link is the affiliate link.
  await expect(page.getByTestId('built-link')).toHaveText(`${origin}/?ref=${code}`);

  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: 'Une recherche' }).click();
  await expect(page.getByTestId('built-link')).toBeHidden();
  await page.getByRole('searchbox', { name: 'Recherche' }).fill('Lyon');
  const subId = page.getByRole('textbox', { name: 'Sous-identifiant (facultatif)' });
  await subId.fill('vidéo');
  await expect(page.getByText('Sous-identifiant invalide', { exact: false })).toBeVisible();
  await expect(page.getByTestId('built-link')).toBeHidden();
  await subId.fill('video-nov.26');
  const link = `${origin}/search?q=Lyon&ref=${code}&sub=video-nov.26`;
  await expect(page.getByTestId('built-link')).toHaveText(link);

  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByRole('button', { name: 'Lien copié' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The QR code is the link's: the same package draws the same SVG here.
  const qr = page.getByRole('img', { name: `QR code du lien ${link}` });
  await expect(qr).toBeVisible();
  const src = (await qr.getAttribute('src'))!;
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  expect(svg).toBe(await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A visitor opens the link, then searches.
  const visitorContext = await browser.newContext();
  const visitor = waitingForTheApp(await visitorContext.newPage());
  await visitor.goto(link);
  const cookies = Object.fromEntries((await visitorContext.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ pa_ref: code, pa_sub: 'video-nov.26' });
  const box = visitor.getByRole('combobox', { name: 'Votre recherche' });
  await box.fill('Paris');
  await box.press('Enter');
  await expect(visitor).toHaveURL(/q=Paris/);
  await expect(visitor.locator('.web-results h2').first()).toBeVisible();
  await visitor.close(); // page hide: the browser sends its page views
  await visitorContext.close();

  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  const table = page.getByRole('table', { name: 'Par sous-identifiant' });
  const row = table.getByRole('row').filter({ hasText: 'video-nov.26' });
  await expect(row).toBeVisible();
  // Sous-identifiant, Pages vues, Recherches, Part estimée.
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter par sous-identifiant (CSV)' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toMatch(/;video-nov\.26;\d+;1;\d+;0,00\r\n/);
});
