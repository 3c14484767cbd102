// The partner's payment page: payment info entered and saved, then the available balance claimed.
import { expect, type Page } from '@playwright/test';
import { withMoneyDesk } from './money';

/** From the save to the claim the partner is eligible: no automatic monthly payout may come in between. */
export async function savePaymentInfoAndClaim(page: Page, iban: string, holder: string) {
  await withMoneyDesk(async () => {
    await page.getByLabel('IBAN').fill(iban);
    await page.getByLabel('Titulaire du compte').fill(holder);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Informations enregistrées.')).toBeVisible();
    await page.getByRole('button', { name: 'Effectuer un paiement' }).click();
    await expect(page.getByText('Demande de paiement créée (statut : en attente).')).toBeVisible();
  });
}
