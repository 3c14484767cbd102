// A guest's searches in this browser move into the account only when the person says yes at sign-in.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const box = (page: Page) => page.getByRole('combobox', { name: 'Votre recherche' });
const recent = (page: Page) => page.getByRole('listbox', { name: 'Recherches récentes' }).getByRole('option');
const offer = (page: Page) => page.getByRole('dialog', { name: /faites sur ce navigateur/ });
const guestList = (page: Page) => page.evaluate(() => localStorage.getItem('guestSearchHistory'));

async function searchAsGuest(page: Page, queries: string[]) {
  await page.goto('/');
  for (const q of queries) {
    await box(page).fill(q);
    await box(page).press('Enter');
    await expect(page.locator('.results-meta')).toBeVisible();
  }
}

async function signIn(page: Page, name: string, email: string) {
  await page.getByRole('link', { name: 'Connexion', exact: true }).click();
  await page.getByLabel('Nom affiché').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: `Compte de ${name}` })).toBeVisible();
}

test('at sign-in the guest’s searches are offered, and nothing moves until the person answers', async ({
  page,
}) => {
  await searchAsGuest(page, ['Nantes', 'Rennes']);
  await signIn(page, 'Gaëlle', 'offer-wait.e2e@example.fr');
  await expect(offer(page)).toHaveAccessibleName(
    'Ajouter les 2 recherches faites sur ce navigateur à votre historique ?',
  );
  // While the question waits, the account's history is its own and the guest's list stays in the browser.
  await box(page).fill('');
  await expect(page.getByRole('listbox', { name: 'Recherches récentes' })).toHaveCount(0);
  expect(await guestList(page)).toBe('["Rennes","Nantes"]');
  await page.reload();
  await expect(offer(page)).toBeVisible();
});

test('“Non merci” keeps the searches the guest’s, out of the account, and is not asked again', async ({
  page,
}) => {
  await searchAsGuest(page, ['Brest', 'Quimper', 'Vannes']);
  await signIn(page, 'Hugo', 'offer-no.e2e@example.fr');
  await offer(page).getByRole('button', { name: 'Non merci' }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compte de Hugo' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  // The account's history holds its own search only.
  await box(page).fill('Morlaix');
  await box(page).press('Enter');
  await expect(page.locator('.results-meta')).toBeVisible();
  await box(page).fill('');
  await expect(recent(page)).toHaveText(['Morlaix']);

  // Back to a guest: the searches are where they were, in this browser.
  await page.getByRole('button', { name: 'Compte de Hugo' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  await box(page).fill('');
  await expect(recent(page)).toHaveText(['Vannes', 'Quimper', 'Brest']);
});

test('“Ajouter” moves the searches into the account, in their order, and they leave the browser', async ({
  page,
}) => {
  await searchAsGuest(page, ['Lorient', 'Saint-Malo']);
  await signIn(page, 'Inès', 'offer-yes.e2e@example.fr');
  await offer(page).getByRole('button', { name: 'Ajouter' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect.poll(() => guestList(page)).toBe('[]');
  await box(page).fill('');
  await expect(recent(page)).toHaveText(['Saint-Malo', 'Lorient']);
  await page.reload();
  await box(page).fill('');
  await expect(recent(page)).toHaveText(['Saint-Malo', 'Lorient']);
});
