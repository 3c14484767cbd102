// Money safety around the IBAN in the browser: a new IBAN says from when it is usable; a change after an old
// sign-in says « reconnectez-vous », whose link signs in again and comes back to the payment page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { database, uniqueDigits } from './support/money';

async function signInHere(page: Page, email: string) {
  await page.getByLabel('Nom affiché').fill('Iris Banque');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function saveIban(page: Page, iban: string) {
  const save = page.getByRole('button', { name: 'Enregistrer' });
  const edit = page.getByRole('button', { name: 'Modifier' });
  // Drawn by the server: the click counts once the page has hydrated.
  await expect(async () => {
    if (await edit.isVisible()) await edit.click();
    await expect(save).toBeEnabled();
  }).toPass();
  await page.getByLabel(/^(Nouvel )?IBAN$/).fill(iban);
  await page.getByLabel('Titulaire du compte').fill('Iris Banque');
  await save.click();
}

test('a new IBAN says from when it is usable; an old sign-in is asked to sign in again and comes back', async ({
  page,
}) => {
  const email = `iban-${uniqueDigits()}.e2e@example.fr`;
  await page.goto('/partners/signup');
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/partners\/signup$/);
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await page.getByTestId('partner-code').textContent())!;

  await page.goto('/partner/payment');
  await saveIban(page, 'FR7630006000011234567890189');
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  await expect(page.getByText(/^Nouvel IBAN utilisable/)).toHaveCount(0); // the first one is usable at once

  await saveIban(page, 'DE89370400440532013000');
  await expect(
    page.getByText(/^Nouvel IBAN utilisable à partir du \d{1,2} \S+ \d{4} à \d{2}:\d{2}\.$/),
  ).toBeVisible();

  // The sign-in is now older than 10 minutes.
  const db = database();
  db.prepare(
    `update session_accounts set signed_in_at = ? where user_id = (select user_id from partners where code = ?)`,
  ).run(new Date(Date.now() - 11 * 60_000).toISOString(), code);
  db.close();
  await saveIban(page, 'GB82WEST12345698765432');
  await expect(page.getByText(/reconnectez-vous/)).toBeVisible();
  const again = page.getByRole('link', { name: 'Se reconnecter' });
  await expect(again).toHaveAttribute('href', '/auth/google?redirect=%2Fpartner%2Fpayment');
  await again.click();
  if (await page.getByLabel('Adresse e-mail').isVisible()) await signInHere(page, email);
  await expect(page).toHaveURL(/\/partner\/payment$/);
  await saveIban(page, 'GB82WEST12345698765432');
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveValue(/^GB82 /);
});
