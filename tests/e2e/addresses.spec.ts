// Opened at another address than PUBLIC_URL (here a *.localhost name, which Chromium sends to loopback, as a
// LAN name would reach the machine), images load from that address and the partner's link names it.
import { expect, test } from './support/test';

const elsewhere = (baseURL: string) => {
  const url = new URL(baseURL);
  url.hostname = 'portail.localhost';
  return url.origin;
};

test('image thumbnails load from the address the page was opened at', async ({ page, baseURL }) => {
  const origin = elsewhere(baseURL!);
  await page.goto(`${origin}/search?q=France&tab=images`);
  const first = page.locator('.image-grid img').first();
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const { width, src } = await first.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    src: img.currentSrc,
  }));
  expect(width).toBeGreaterThan(0);
  expect(src.startsWith(`${origin}/`)).toBe(true);
});

test('the affiliate link starts with the page’s own origin', async ({ page, context, baseURL }) => {
  await page.goto('/partners/signup');
  await page.getByLabel('Nom affiché').fill('Agnès Adresse');
  await page.getByLabel('Adresse e-mail').fill(`addresses-${Date.now()}.e2e@example.fr`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await page.getByTestId('partner-code').textContent())!;

  // The same session, opened at the other address.
  const origin = elsewhere(baseURL!);
  const cookies = await context.cookies(baseURL);
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: origin })));
  await page.goto(`${origin}/partner/dashboard`);
  await expect(page.getByTestId('affiliate-link')).toHaveText(`${origin}/?ref=${code}`);
});
