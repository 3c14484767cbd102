// The partner's papers in the portal: a paid payout's statement downloaded from the payments list, legal details
// given in the profile (a wrong SIREN refused as typed), and the yearly summary of a chosen year as CSV.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { adminApi } from './support/adminApi';
import { ownDay, reportCsv, uniqueDigits } from './support/money';
import { savePaymentInfoAndClaim } from './support/payment';
import { expect, test } from './support/test';

const SHOTS = 'tests/e2e/screenshots';

test('a partner downloads a paid payout’s statement, gives legal details, and takes a year’s summary', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(browser);
  const email = `papiers-${uniqueDigits()}.e2e@example.fr`;
  await page.goto('/partners/signup');
  await page.getByLabel('Nom affiché').fill('Paul Papiers');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await page.getByTestId('partner-code').textContent())!;

  // A day of revenue of this test's own year, then the claim, approved and paid by the admin.
  const day = ownDay('2023-03', 14);
  const channel = await admin.activate(code, '2000-01-01');
  await admin.importReport(reportCsv([[day, channel, '200.00']]));
  await page.goto('/partner/payment');
  await savePaymentInfoAndClaim(page, 'FR7630006000011234567890189', 'Paul Papiers');
  const payouts = (await (await page.request.get('/api/partner/payouts')).json()) as {
    data: { payouts: { id: number }[] };
  };
  const id = payouts.data.payouts[0]!.id;
  await admin.send('PUT', `/api/admin/payouts/${id}/status`, { status: 'approved' });
  await admin.send('PUT', `/api/admin/payouts/${id}/status`, {
    status: 'paid',
    reference: `VIR-PAPIERS-${id}`,
  });

  await page.reload();
  const link = page.getByTestId('payout-document');
  await expect(link).toHaveText('Télécharger le document (PDF)');
  const [statement] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(statement.suggestedFilename()).toMatch(/^releve-de-commissions-P-\d{6}\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', (await statement.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain('Relevé de commissions');
  expect(text).toContain(`VIR-PAPIERS-${id}`);
  expect(text.replace(/\u00a0/g, ' ')).toMatch(/Total versé\s+110,00 €/);

  // The year's summary: the revenue day's year chosen, as CSV.
  await page.getByRole('combobox', { name: 'Année' }).click();
  await page.getByRole('option', { name: day.slice(0, 4) }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger le CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`recapitulatif-${day.slice(0, 4)}-${code}.csv`);
  const total = readFileSync((await csv.path())!, 'utf8')
    .split('\r\n')
    .find((line) => line.startsWith('total;'));
  expect(total).toBe('total;200,00;100,00;10,00;110,00;0,00');

  // Legal details in the profile: a SIREN whose key fails is refused under its field, a right one saved.
  await page.goto('/partner/profile');
  await page.getByLabel('Nom ou raison sociale').fill('Paul Papiers EI');
  await page.getByLabel('Adresse', { exact: true }).fill('5 rue des Archives');
  await page.getByLabel('Code postal').fill('75004');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('SIREN ou SIRET').fill('552 032 535');
  await page.getByLabel('TVA non applicable, art. 293 B du CGI').check();
  await page.getByRole('button', { name: 'Enregistrer' }).last().click();
  await expect(page.getByText('Numéro SIREN ou SIRET invalide (clé de contrôle).')).toBeVisible();
  await page.getByLabel('SIREN ou SIRET').fill('552 032 534');
  await page.getByRole('button', { name: 'Enregistrer' }).last().click();
  await expect(page.getByText('Informations légales enregistrées.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/papers-legal-details.png`, fullPage: true });
  await page.reload();
  await expect(page.getByLabel('SIREN ou SIRET')).toHaveValue('552032534');
  await admin.close();
});
