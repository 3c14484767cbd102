import { expect, test, type Page } from '@playwright/test';
import { savePaymentInfoAndClaim } from './support/payment';

async function signIn(page: Page, email: string, name: string, from: string) {
  await page.goto(from);
  const link = page.getByRole('link', { name: /Connexion|Se connecter/ }).first();
  await link.click();
  await page.getByLabel('Nom affiché').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a member who is not an admin gets the 403 page', async ({ page }) => {
  await signIn(page, 'not-admin.e2e@example.fr', 'Nina Membre', '/');
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});

test('the partner business end to end: activate, import a day, claim, mark paid', async ({
  page,
  browser,
}) => {
  // Two people and a dozen screens: three times the usual time on a slow machine.
  test.slow();
  // A partner and a channel of their own for each run (--repeat-each).
  const run = test.info().repeatEachIndex;
  const channel = String(4455667788 + run);
  // A partner applies.
  const partnerPage = await (await browser.newContext()).newPage();
  await partnerPage.goto('/partners/signup');
  await partnerPage.getByLabel('Nom affiché').fill('Zoé Blog');
  await partnerPage.getByLabel('Adresse e-mail').fill(`zoe-${run}.e2e@example.fr`);
  await partnerPage.getByRole('button', { name: 'Se connecter' }).click();
  await partnerPage.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await partnerPage.getByTestId('partner-code').textContent())!;

  // The admin adds a channel to the pool and activates the partner with its slots.
  await signIn(page, 'admin.e2e@example.fr', 'Ada Admin', '/');
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Partenaires' })).toBeVisible();
  await page.getByLabel('Identifiant du canal').fill(` ${channel} `);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText(channel, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Modifier ${code}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Code')).toHaveAttribute('readonly');
  await expect(dialog.getByRole('checkbox', { name: /Accueil/ })).toBeDisabled();
  await dialog.getByLabel('Statut').click();
  await page.getByRole('option', { name: 'actif' }).click();
  await dialog.getByRole('checkbox', { name: /Accueil/ }).check();
  await dialog.getByLabel('Part des revenus (%)').fill('70');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('actif');
  await expect(row).toContainText(channel);
  await expect(row).toContainText('70 %');
  await expect(page.getByText(`Utilisé par ${code}`)).toBeVisible();

  // The admin drops the day's AdSense report, previews it and imports it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const day = `${today.slice(0, 7)}-01`;
  await page.locator('input[type=file]').setInputFiles({
    name: 'rapport.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS\n${day},ca-pub-0000000000000000:${channel},123.45\n${day},ca-pub-0000000000000000:9999,10.00\n`,
    ),
  });
  await expect(page.getByText(/Rapport déposé pour/)).toBeVisible();
  await expect(page.getByLabel('Jour')).toHaveValue(day);
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await expect(
    page.getByRole('table', { name: 'Revenus par partenaire' }).getByRole('row').filter({ hasText: code }),
  ).toContainText('123,45');
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(
    page.getByText(/Import terminé : 1 partenaire\(s\) mis à jour, 123,45\s€ au total\./),
  ).toBeVisible();

  // The partner sees 70 % of it, enters an IBAN and claims.
  await partnerPage.goto('/partner/payment');
  await expect(partnerPage.getByTestId('month-estimate')).toHaveText(/86,42\s€/);
  await savePaymentInfoAndClaim(partnerPage, 'DE89370400440532013000', 'Zoé Blog');

  // The admin sees the request, looks at the IBAN and marks it paid.
  await page.reload();
  const payout = page.getByRole('row').filter({ hasText: `(${code})` });
  await expect(payout).toContainText('123,45');
  await expect(payout).toContainText('86,42');
  await page.getByRole('button', { name: `Paiement ${code}` }).click();
  await expect(page.getByTestId('admin-iban')).toHaveText('DE89 •••• •••• •••• •• 3000');
  await page.getByRole('button', { name: 'Afficher l’IBAN' }).click();
  await expect(page.getByTestId('admin-iban')).toHaveText('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Fermer' }).click();
  await page.getByLabel(`Statut ${code}`).click();
  await page.getByRole('option', { name: 'Payée' }).click();
  await expect(page.getByLabel(`Statut ${code}`)).toHaveText('Payée');

  await partnerPage.reload();
  await expect(partnerPage.getByRole('row').filter({ hasText: 'Payé' })).toContainText('86,42');
});

test('the database-admin page says how to configure a tool when none is', async ({ page }) => {
  await signIn(page, 'admin.e2e@example.fr', 'Ada Admin', '/');
  await page.goto('/admin/db-admin');
  await expect(page.getByRole('heading', { name: 'Base de données' })).toBeVisible();
  await expect(page.getByText('Aucun outil n’est configuré.')).toBeVisible();
  await expect(page.getByText('DB_ADMIN_URL')).toBeVisible();
});

test('the security page: banner, counters, empty states, refreshed; the menu shows its badge', async ({
  page,
}) => {
  await signIn(page, 'admin.e2e@example.fr', 'Ada Admin', '/');
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Sécurité', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ban-banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'IP bannies' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Activité des dernières 24 heures' })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/admin-security-1280.png', fullPage: true });
});
