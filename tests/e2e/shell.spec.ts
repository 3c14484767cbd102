import { expect, test } from './support/test';
import { shoot } from './screenshots';
import { drawInBrowser } from './support/clientConfig';

test('the home page renders with the shell: top bar, search box, footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner')).toContainText('Optimisé par');
  await expect(page.getByRole('link', { name: 'Images' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toHaveAttribute(
    'href',
    '/auth/google?redirect=%2F',
  );
  await expect(page.getByRole('button', { name: 'Recherche', exact: true })).toBeVisible();
  const lang = page.getByLabel('Langue des résultats');
  await expect(lang.locator('option')).toHaveText([
    'Automatique',
    'Toutes les langues',
    'France',
    'États-Unis',
    'Royaume-Uni',
    'Allemagne',
    'Espagne',
    'Italie',
    'Canada',
  ]);
  await expect(page.getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('link', { name: 'Licences' })).toHaveAttribute('href', '/licences');
  await shoot(page, 'home');
});

test('searching from home shows real results from the local index', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Votre recherche').fill('Lyon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Lyon#gsc\.tab=0$/);
  await expect(page.locator('.web-results h2').first()).toHaveText('Lyon (69) – commune du Rhône');
  await shoot(page, 'search');
});

test('an unknown route shows the 404 page with a way home, and the server says 404', async ({ page }) => {
  const response = await page.goto('/nimporte/quoi');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByText('Ressource non trouvée')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await shoot(page, 'not-found');
});

test('the 401 page offers a sign-in that comes back to the page', async ({ page }) => {
  await page.goto('/error/401');
  await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    /^\/auth\/google\?redirect=/,
  );
});

test('the admin area asks a visitor to sign in (401 page with a sign-in back to it)', async ({ page }) => {
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/auth/google?redirect=%2Fadmin%2Fpartners',
  );
});

test('when the configuration cannot load, the app says so and keeps working', async ({ page }) => {
  // A page without the state the server puts in it (a stale copy): the browser asks for the config.
  await drawInBrowser(page);
  await page.route('**/api/config/client', (route) => route.fulfill({ status: 404, body: '{}' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(/Erreur lors du chargement de la configuration/);
  await expect(page.getByRole('button', { name: 'Recherche', exact: true })).toBeVisible();
});

test('the settings menu keeps the guest’s safe-search level in the browser', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Paramètres' }).click();
  const level = (name: string) =>
    page.getByRole('group', { name: 'Recherche sécurisée' }).getByRole('menuitemradio', { name: name });
  await expect(level('Stricte')).toBeChecked();
  await level('Désactivée').click();
  await expect(level('Désactivée')).toBeChecked();
  await expect(level('Stricte')).not.toBeChecked();
  await page.reload();
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(level('Désactivée')).toBeChecked();
});
