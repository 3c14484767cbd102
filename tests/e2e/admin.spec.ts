import { expect, test, waitingForTheApp } from './support/test';
import { holdChannelSince, ownDay, reportCsv, uniqueDigits, withMoneyDesk } from './support/money';
import { savePaymentInfoAndClaim } from './support/payment';
import { ADMIN_EMAIL, openAdminPartners, signIn } from './support/session';

test('a member who is not an admin gets the 403 page', async ({ page }) => {
  await signIn(page, 'not-admin.e2e@example.fr', 'Nina Membre');
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});

test('the partner business end to end: activate, import a day, claim, approve, mark paid', async ({
  page,
  browser,
}) => {
  // Two people and a dozen screens: three times the usual time on a slow machine.
  test.slow();
  // A partner, a channel and a revenue day of their own for each run (--repeat-each).
  const run = uniqueDigits();
  const channel = `4455${run}`;
  const day = ownDay('2022-01', 15);
  // A partner applies.
  const partnerPage = waitingForTheApp(await (await browser.newContext()).newPage());
  await partnerPage.goto('/partners/signup');
  await partnerPage.getByLabel('Nom affiché').fill('Zoé Blog');
  await partnerPage.getByLabel('Adresse e-mail').fill(`zoe-${run}.e2e@example.fr`);
  await partnerPage.getByRole('button', { name: 'Se connecter' }).click();
  await partnerPage.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await partnerPage.getByTestId('partner-code').textContent())!;

  // The admin adds a channel to the pool and activates the partner with its slots.
  await openAdminPartners(page);
  await withMoneyDesk(async () => {
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
  });
  holdChannelSince(code, day);

  // The admin drops the day's AdSense report, previews it and imports it.
  await page.locator('input[type=file]').setInputFiles({
    name: 'rapport.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(reportCsv([[day, channel, '123.45']])),
  });
  await expect(page.getByText(/Rapport déposé pour/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Jour' })).toHaveValue(day);
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const previewRow = page
    .getByRole('table', { name: 'Revenus par partenaire' })
    .getByRole('row')
    .filter({ hasText: code });
  await expect(previewRow).toContainText('123,45');
  await expect(previewRow).toContainText('86,42');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(
    page.getByText(/Import terminé : 1 partenaire\(s\) mis à jour, 123,45\s€ au total\./),
  ).toBeVisible();

  // The partner sees 70 % of it (and the launch bonus, its share being past 80 €), enters an IBAN and claims.
  await partnerPage.goto('/partner/payment');
  await expect(partnerPage.getByTestId('available-balance')).toHaveText(/96,42\s€/);
  await savePaymentInfoAndClaim(partnerPage, 'DE89370400440532013000', 'Zoé Blog');

  // The admin sees the request with its due day, looks at the IBAN, approves it and marks it paid.
  await page.reload();
  const payout = page
    .getByRole('table', { name: 'Demandes de paiement' })
    .getByRole('row')
    .filter({ hasText: `(${code})` });
  await expect(payout).toContainText('123,45');
  await expect(payout).toContainText('96,42');
  await expect(payout).toContainText('DE89 •••• •••• •••• •••• 000');
  await page.getByRole('button', { name: `Paiement ${code}` }).click();
  await expect(page.getByTestId('admin-iban')).toHaveText('DE89 •••• •••• •••• •• 3000');
  await page.getByRole('button', { name: 'Afficher l’IBAN' }).click();
  await expect(page.getByTestId('admin-iban')).toHaveText('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Fermer' }).click();
  // Approved, then paid: a SEPA batch made meanwhile by another test would gather it.
  await withMoneyDesk(async () => {
    await page.getByRole('button', { name: `Approuver ${code}` }).click();
    await expect(payout).toContainText('Approuvée');
    await page.getByRole('button', { name: `Marquer payée ${code}` }).click();
    await page.getByRole('dialog').getByLabel('Référence du virement').fill(`VIR-${run}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Marquer payée' }).click();
    await expect(payout).toContainText('Payée');
    await expect(payout).toContainText(`Virement VIR-${run}`);
  });
  await expect(page.getByRole('button', { name: `Rejeter ${code}` })).toHaveCount(0);

  await partnerPage.reload();
  await expect(partnerPage.getByRole('row').filter({ hasText: 'Payé' })).toContainText('96,42');
});

test('activating a partner with no free channel asks first, then activates it knowingly without one', async ({
  page,
}) => {
  const code = `VIDE${uniqueDigits()}`;
  await openAdminPartners(page);
  await withMoneyDesk(async () => {
    // Channels are only handed out under this lock: the pool's free ones, read now, are leftovers.
    const answer = await page.request.get('/api/admin/adsense/unused-channels');
    const { data } = (await answer.json()) as { data: Array<{ used_by_partner_id: number | null }> };
    await page.reload();
    const pool = page.getByRole('region', { name: 'Canaux publicitaires non utilisés' });
    const freeChannel = pool.getByRole('button', { name: /^Supprimer / }).and(page.locator(':enabled'));
    await expect(freeChannel).toHaveCount(data.filter((c) => c.used_by_partner_id === null).length);
    while ((await freeChannel.count()) > 0) {
      const before = await freeChannel.count();
      await freeChannel.first().click();
      await expect(freeChannel).toHaveCount(before - 1);
    }
    await page.getByRole('button', { name: 'Ajouter un partenaire' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Vide Blog');
    await dialog.getByLabel('E-mail').fill(`${code.toLowerCase()}.e2e@example.fr`);
    await dialog.getByLabel('Statut').click();
    await page.getByRole('option', { name: 'actif' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Aucun canal libre' });
    await expect(confirm).toContainText(
      'Aucun canal libre dans le pool : ajoutez un canal, ou confirmez l’activation',
    );
    await confirm.getByRole('button', { name: 'Activer sans canal' }).click();
  });
  const row = page.getByRole('table', { name: 'Partenaires' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('actif');
  await expect(row).toContainText('—');
});

test('the database-admin page says how to configure a tool when none is', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await page.goto('/admin/db-admin');
  await expect(page.getByRole('heading', { name: 'Base de données' })).toBeVisible();
  await expect(page.getByText('Aucun outil n’est configuré.')).toBeVisible();
  await expect(page.getByText('DB_ADMIN_URL')).toBeVisible();
});

test('the security page: banner, counters, empty states, refreshed; the menu shows its badge', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Sécurité', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ban-banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'IP bannies' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Activité des dernières 24 heures' })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/admin-security-1280.png', fullPage: true });
});
