// The privacy page, the extension-setup page and the pa_ref referral cookie, set by the server and on the client.
import { expect, test } from './support/test';
import { shoot } from './screenshots';

const SECTIONS = [
  'Responsable du traitement',
  'Données collectées',
  'Finalités et bases légales',
  'Cookies',
  'Partage des données',
  'Durée de conservation',
  'Vos droits',
  'Sécurité et hébergement dans l’UE',
  'Contact',
];
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

const todayInParis = () =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());

test('/privacy shows the nine sections in order and today’s date in French', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  await expect(page.locator('main h2')).toHaveText(SECTIONS);
  await expect(page.getByText(/^Dernière mise à jour\s:\s/)).toHaveText(
    new RegExp(`^Dernière mise à jour\\s:\\s${todayInParis()}$`),
  );
  await expect(page).toHaveTitle(/^Politique de confidentialité – /);
  // The table of contents leads to each section.
  const toc = page.getByRole('navigation', { name: 'Sommaire' });
  await expect(toc.getByRole('link')).toHaveText(SECTIONS);
  await toc.getByRole('link', { name: 'Vos droits' }).click();
  await expect(page).toHaveURL(/\/privacy#droits$/);
  await expect(page.getByRole('link', { name: 'confidentialite@127.0.0.1' }).first()).toHaveAttribute(
    'href',
    'mailto:confidentialite@127.0.0.1',
  );
  await page.goto('/privacy');
  await shoot(page, 'privacy');
});

test('/extension/setup?ref=ABC123 shows the code and its affiliate link', async ({ page }) => {
  await page.goto('/extension/setup?ref=ABC123');
  const partner = page.getByTestId('partner-code');
  await expect(partner).toContainText('Code partenaire détecté');
  await expect(partner.locator('.setup-code')).toHaveText('ABC123');
  await expect(page.getByLabel('Lien de recherche à partager')).toHaveValue(
    /^http:\/\/127\.0\.0\.1:\d+\/\?ref=ABC123$/,
  );
  await expect(page.getByLabel('Adresse de recherche')).toHaveValue(/\/search\?q=%s$/);
  await expect(page.getByRole('heading', { name: 'Firefox' })).toBeVisible();
  await shoot(page, 'extension-setup');
});

test('/extension/setup without ref shows the code of the pa_ref cookie, or none', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/extension/setup');
  await expect(page.getByTestId('partner-code')).toContainText('Aucun code partenaire détecté');
  await expect(page.getByLabel('Lien de recherche à partager')).toHaveCount(0);
  await context.addCookies([{ name: 'pa_ref', value: 'COOKIE42', url: baseURL! }]);
  await page.reload();
  await expect(page.getByTestId('partner-code').locator('.setup-code')).toHaveText('COOKIE42');
  // A code that the server would not set is not shown.
  await context.addCookies([{ name: 'pa_ref', value: 'bad%20code', url: baseURL! }]);
  await page.reload();
  await expect(page.getByTestId('partner-code')).toContainText('Aucun code partenaire détecté');
});

test('dismissing the extension call to action hides it, also after a reload', async ({ page }) => {
  await page.goto('/extension/setup');
  const cta = page.getByRole('complementary', { name: 'Proposition d’extension' });
  await expect(cta.getByRole('heading', { name: 'Installer l’extension' })).toBeVisible();
  await cta.getByRole('button', { name: 'Ne plus afficher' }).click();
  await expect(cta).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('extensionCtaDismissed'))).toBe('true');
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Définir comme moteur de recherche par défaut' }),
  ).toBeVisible();
  await expect(cta).toHaveCount(0);
});

test('a page asked with ?ref=PARTNER1 gets pa_ref from the server: 90 days, Lax', async ({
  page,
  context,
}) => {
  const before = Date.now() / 1000;
  await page.goto('/?ref=PARTNER1');
  const cookie = (await context.cookies()).find((c) => c.name === 'pa_ref');
  expect(cookie?.value).toBe('PARTNER1');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.expires).toBeGreaterThan(before + NINETY_DAYS_S - 60);
  expect(cookie?.expires).toBeLessThan(before + NINETY_DAYS_S + 60);
  // An invalid code leaves the kept one alone.
  await page.goto('/?ref=bad%20code');
  expect((await context.cookies()).find((c) => c.name === 'pa_ref')?.value).toBe('PARTNER1');
});

// Needs useReferralCookie() called from web/shell/Root.tsx.
test('a client-side navigation to ?ref=CLIENT7 sets pa_ref in the browser', async ({ page, context }) => {
  await page.goto('/extension/setup');
  await expect(page.getByTestId('partner-code')).toContainText('Aucun code partenaire détecté');
  const before = Date.now() / 1000;
  await page.evaluate(() => {
    history.pushState({}, '', '/extension/setup?ref=CLIENT7');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('partner-code').locator('.setup-code')).toHaveText('CLIENT7');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'pa_ref')?.value)
    .toBe('CLIENT7');
  const cookie = (await context.cookies()).find((c) => c.name === 'pa_ref');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.expires).toBeGreaterThan(before + NINETY_DAYS_S - 60);
});
