// The sort and language controls mean what they say: shown only when the provider that answered applies
// them, and a language with no local page says so and offers "Toutes les langues".
import { expect, test } from './support/test';
import { drawInBrowser } from './support/clientConfig';

test('a country whose language has no local page says so, and “Toutes les langues” brings the results', async ({
  page,
}) => {
  await page.goto('/search?q=Lyon&lang=us');
  const status = page
    .getByRole('status')
    .filter({ hasText: 'Aucun résultat en anglais dans l’index local.' });
  await expect(status).toBeVisible();
  await status.getByRole('button', { name: 'Toutes les langues' }).click();
  await expect(page).toHaveURL(/[?&]lang=all(&|#|$)/);
  await expect(page.locator('.results-meta')).toBeVisible();
  await expect(page.getByLabel('Langue des résultats')).toHaveValue('all');
});

test('the local index applies sort and language: both controls show', async ({ page }) => {
  await page.goto('/search?q=Lyon');
  await expect(page.locator('.results-meta')).toBeVisible();
  await expect(page.getByLabel('Trier par')).toBeVisible();
  await expect(page.getByLabel('Langue des résultats')).toBeVisible();
});

test('a provider that ignores sort, language and time: none of their controls shows on its results', async ({
  page,
}) => {
  // The answer of a provider that says it applies neither (the API's documented `honours`).
  await page.route(/\/api\/search\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.honours = { sortByDate: false, language: false, time: false };
    await route.fulfill({ response, json: body });
  });
  // The browser asks for the results (the server would draw them with our own provider's answer).
  await drawInBrowser(page);
  await page.goto('/search?q=Lyon');
  await expect(page.locator('.results-meta')).toBeVisible();
  await expect(page.getByLabel('Trier par')).toHaveCount(0);
  await expect(page.getByLabel('Langue des résultats')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Date', exact: true })).toHaveCount(0);
  // Elsewhere the footer's filter is the visitor's stored choice, shown as always.
  await page.goto('/');
  await expect(page.getByLabel('Langue des résultats')).toBeVisible();
});
