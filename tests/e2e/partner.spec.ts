import { type Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';
import { mkdirSync } from 'node:fs';
import { adminApi } from './support/adminApi';
import { database, ownDay, reportCsv, uniqueDigits } from './support/money';
import { savePaymentInfoAndClaim } from './support/payment';

const SHOTS = 'tests/e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function signInThroughForm(page: Page, email: string, name = 'Paul Partenaire') {
  await page.getByLabel('Nom affiché').fill(name);
  await page.getByLabel('Prénom').fill(name.split(' ')[0]!);
  await page.getByLabel('Nom de famille').fill(name.split(' ')[1] ?? '');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function becomePartner(page: Page, email: string): Promise<string> {
  await page.goto('/partners/signup');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/partners\/signup$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await page.getByTestId('partner-code').textContent())!;
  return code;
}

test('a guest signs in from signup, applies and sees the pending view with the code and link', async ({
  page,
}) => {
  const code = await becomePartner(page, `apply-${uniqueDigits()}.e2e@example.fr`);
  expect(code).toMatch(/^PAULPA[A-Z2-9]{4}$/);
  await expect(page.getByText('en attente', { exact: true })).toBeVisible();
  await expect(page.getByTestId('affiliate-link')).toHaveText(
    `http://127.0.0.1:${new URL(page.url()).port}/?ref=${code}`,
  );
  await expect(page.getByText('il prendra effet dès l’activation')).toBeVisible();
  await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Partenaire' })).toBeVisible();

  // Coming back to signup as a partner leads to the dashboard.
  await page.goto('/partners/signup');
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});

test('an activated partner’s visitor searches, and the stats appear on the dashboard', async ({
  page,
  browser,
}) => {
  const code = await becomePartner(page, `stats-${uniqueDigits()}.e2e@example.fr`);
  const db = database();
  db.prepare("update partners set status = 'active' where code = ?").run(code);
  db.close();

  const visitor = waitingForTheApp(await (await browser.newContext()).newPage());
  await visitor.goto(`/?ref=${code}`);
  await visitor.getByRole('combobox', { name: 'Votre recherche' }).fill('Lyon');
  await visitor.keyboard.press('Enter');
  await expect(visitor.locator('.web-results h2').first()).toBeVisible();
  await visitor.close(); // page hide: the browser sends its page views

  // The attribution cache holds a partner's status for a minute: the searches counted are those after it.
  await page.goto('/partner/dashboard');
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(page.getByTestId('total-Recherches')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Tableau de bord' }).getByRole('row')).toHaveCount(2);
});

test('payment info: IBAN errors on blur, save, masked display, delete', async ({ page }) => {
  await becomePartner(page, `iban-${uniqueDigits()}.e2e@example.fr`);
  await page.goto('/partner/payment');
  const iban = page.getByLabel('IBAN');
  await iban.fill('FR76 3000');
  await iban.blur();
  await expect(page.getByText('IBAN invalide', { exact: true })).toBeVisible();
  await iban.fill('fr7630006000011234567890180');
  await iban.blur();
  await expect(page.getByText('IBAN invalide (contrôle)')).toBeVisible();
  await iban.fill('fr7630006000011234567890189');
  await expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  await iban.blur();
  await page.getByLabel('Titulaire du compte').fill('P');
  await page.getByLabel('Titulaire du compte').blur();
  await expect(page.getByText('Titulaire invalide (2–80)')).toBeVisible();
  await page.getByLabel('Titulaire du compte').fill('Paul Partenaire');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  // The server only ever answers the IBAN masked: it is the current account, not text to edit.
  await expect(page.getByLabel('IBAN')).toHaveValue('FR76 •••• •••• •••• •••• •••• 189');
  await page.reload();
  await expect(page.getByLabel('IBAN')).toHaveValue('FR76 •••• •••• •••• •••• •••• 189');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByTestId('current-iban')).toHaveText(
    'Compte actuel : FR76 •••• •••• •••• •••• •••• 189',
  );
  await expect(page.getByLabel('Nouvel IBAN')).toHaveValue('');
  await expect(page.getByLabel('Titulaire du compte')).toHaveValue('Paul Partenaire');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByLabel('IBAN')).toHaveValue('');
});

test('a claim without payment info warns; once eligible, the claim creates a pending payout', async ({
  page,
  browser,
}) => {
  const code = await becomePartner(page, `claim-${uniqueDigits()}.e2e@example.fr`);
  // The admin activates the partner and imports a day of revenue of this test's own: 160 € gross at 50 %.
  const admin = await adminApi(browser);
  const day = ownDay('2023-01', 15);
  const channel = await admin.activate(code, day);
  await admin.importReport(reportCsv([[day, channel, '160.00']]));
  await admin.close();

  await page.goto('/partner/payment');
  // 80 € of share reach the marketing threshold: the launch bonus (10 €) comes with it.
  await expect(page.getByTestId('available-balance')).toHaveText(/90,00\s€/);
  await expect(page.getByTestId('lifetime-earnings')).toHaveText(/90,00\s€/);
  await expect(page.getByTestId('share-percent')).toContainText('50 %');
  await expect(page.getByTestId('claim-status')).toHaveText(
    'Votre seuil est atteint ! Vous pouvez effectuer une demande de paiement.',
  );
  await page.getByRole('button', { name: 'Effectuer un paiement' }).click();
  await expect(
    page.getByText('Veuillez renseigner et vérifier les Informations de paiement avant de continuer.'),
  ).toBeVisible();

  await savePaymentInfoAndClaim(page, 'FR7630006000011234567890189', 'Paul Partenaire');
  await expect(page.getByTestId('claim-status')).toHaveText(
    'Une demande de paiement est en cours de traitement (statut : en attente).',
  );
  const row = page
    .getByRole('table', { name: 'Historique des paiements' })
    .getByRole('row')
    .filter({ hasText: 'En attente' });
  await expect(row).toContainText('160,00');
  await expect(row).toContainText('50 %');
  await expect(row).toContainText('90,00');
  await expect(page.getByRole('button', { name: 'Effectuer un paiement' })).toBeDisabled();
  await expect(page.getByTestId('available-balance')).toHaveText(/0,00\s€/);
  // The payout is paid to this account: it cannot be deleted while the payout is open.
  await expect(page.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
});

test('the portal on a phone: menu in a drawer, profile saves company and phone', async ({ page }) => {
  const email = `phone-${uniqueDigits()}.e2e@example.fr`;
  await becomePartner(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/partner/dashboard');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/portal-dashboard-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name: 'Paramètres personnels' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  // The contact form's own button: the legal details below have theirs.
  const saveContact = page
    .locator('form')
    .filter({ has: page.getByLabel('Téléphone (facultatif)') })
    .getByRole('button', { name: 'Enregistrer' });
  await page.getByLabel('Téléphone (facultatif)').fill('12');
  await expect(page.getByText('Téléphone invalide (8 à 15 chiffres)')).toBeVisible();
  await expect(saveContact).toBeDisabled();
  await page.getByLabel('Téléphone (facultatif)').fill('+33 6 11 22 33 44');
  await page.getByLabel('Société (facultatif)').fill('Paul SARL');
  await saveContact.click();
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/portal-profile-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/partner/payment');
  await page.screenshot({ path: `${SHOTS}/portal-payment-1280.png`, fullPage: true });
});

test('a guest opening the portal is offered to sign in and comes back to it; a member who is not a partner is invited to join', async ({
  page,
}) => {
  await page.goto('/partner/dashboard');
  await expect(page.getByRole('heading', { name: 'Connexion requise', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signInThroughForm(page, `membre.${uniqueDigits()}@example.fr`, 'Mona Membre');
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: 'Vous n’êtes pas encore partenaire', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Partenaire' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Devenir partenaire' }).click();
  await expect(page).toHaveURL(/\/partners\/signup$/);
});
