// The partner's payment page: payment info entered and saved, then the month's payout claimed.
import { expect, type Page } from '@playwright/test';

export async function savePaymentInfoAndClaim(page: Page, iban: string, holder: string) {
  await page.getByLabel('IBAN').fill(iban);
  await page.getByLabel('Titulaire du compte').fill(holder);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  await page.getByRole('button', { name: 'Effectuer un paiement' }).click();
  await expect(page.getByText('Demande de paiement créée (statut: pending).')).toBeVisible();
}
