// The partner's money from ad revenue to bank transfer, as the partner and the admin live it: a
// visitor brought by the partner's link, a report imported, the share in the portal and its ledger, a claim
// approved and paid, a day imported again lower (an adjustment, the paid payout untouched), a claim rejected
// (the money back, the reason shown) and a new one, the automatic payout of a month, SEPA, the archive.
import { type Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';
import { readFileSync } from 'node:fs';
import { frenchDay } from '../../web/areas/shared/format';
import {
  addDays,
  database,
  holdChannelSince,
  monthEndOf,
  ownDay,
  parisDay,
  reportCsv,
  uniqueDigits,
  withMoneyDesk,
} from './support/money';
import { savePaymentInfoAndClaim } from './support/payment';
import { openAdminPartners } from './support/session';

const SHOTS = 'tests/e2e/screenshots';
/** "90,00" → 90,00 € and not 190,00 €; a sign ("+90,00", "-10,00") stands for itself. */
const euros = (text: string) =>
  new RegExp(
    `${/^[-+]/.test(text) ? '' : '(^|[^\\d,−-])'}${text.replace('-', '[-−]').replace('+', '\\+')}\\s€`,
  );

/** Full-page screenshots at a phone's and a laptop's width, then back to the test's own size. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    // The side menu becomes a drawer behind a menu button on a phone: the page has re-rendered for the width.
    const menuButton = expect(page.getByRole('button', { name: 'Ouvrir le menu', includeHidden: true }));
    await (width < 900 ? menuButton.toBeVisible() : menuButton.toBeHidden());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** The admin drops a report CSV: the preview of each day and partner appears. */
async function uploadReport(admin: Page, csv: string) {
  await admin.locator('input[type=file]').setInputFiles({
    name: 'rapport.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(admin.getByText(/Rapport déposé pour/)).toBeVisible();
}

async function importUploaded(admin: Page, days: number, outcome: RegExp) {
  await admin
    .getByRole('button', { name: `Importer le rapport (${days} jour${days > 1 ? 's' : ''})` })
    .click();
  // The import runs as a job the page follows: its result comes once a runner has taken and finished it.
  await expect(admin.getByRole('alert').filter({ hasText: 'Import terminé' })).toHaveText(outcome, {
    timeout: 30_000,
  });
}

test('the money journey: visit, import, claim paid, re-import, rejection, monthly payout, SEPA, archive', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = uniqueDigits();
  const channel = `7${run}`;
  // Revenue days of this run's own (a month of 2021 per repeat), never today nor a month's end but the last.
  const [d1, d2, d3] = [10, 11, 12].map((day) => ownDay('2021-01', day)) as [string, string, string];
  const monthEnd = monthEndOf(d1);
  const today = parisDay();
  const dueDay = frenchDay(addDays(today, 30));

  // A partner signs up.
  const partnerContext = await browser.newContext();
  const partner = waitingForTheApp(await partnerContext.newPage());
  await partner.goto('/partners/signup');
  await partner.getByLabel('Nom affiché').fill('Jules Voyage');
  await partner.getByLabel('Adresse e-mail').fill(`jules-${run}.e2e@example.fr`);
  await partner.getByRole('button', { name: 'Se connecter' }).click();
  await partner.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await partner.getByTestId('partner-code').textContent())!;

  // The admin adds a channel to the pool and activates the partner, who takes it.
  await openAdminPartners(admin);
  const partnerRow = admin
    .getByRole('table', { name: 'Partenaires' })
    .getByRole('row')
    .filter({ hasText: code });
  await withMoneyDesk(async () => {
    await admin.getByLabel('Identifiant du canal').fill(channel);
    await admin.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(admin.getByText(channel, { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: `Modifier ${code}` }).click();
    await admin.getByRole('dialog').getByLabel('Statut').click();
    await admin.getByRole('option', { name: 'actif' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(partnerRow).toContainText('actif');
    await expect(partnerRow).toContainText(channel);
  });
  holdChannelSince(code, `${d1.slice(0, 7)}-01`);

  // A visitor arrives through the partner's link and searches: the partner's dashboard counts it.
  const visitor = waitingForTheApp(await (await browser.newContext()).newPage());
  await visitor.goto(`/?ref=${code}`);
  await visitor.getByRole('combobox', { name: 'Votre recherche' }).fill('Lyon');
  await visitor.keyboard.press('Enter');
  await expect(visitor.locator('.web-results h2').first()).toBeVisible();
  await visitor.close();
  await partner.goto('/partner/dashboard');
  await expect(
    partner.getByText('Partagez ce lien : chaque visiteur qui l’utilise est compté pour vous.'),
  ).toBeVisible();
  await partner.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(partner.getByTestId('total-Recherches')).toHaveText('1');
  await expect(partner.getByTestId('total-Revenus bruts estimés')).toBeVisible();

  // The admin drops a report of two days (and a line of a channel nobody holds), checks the preview, imports it.
  await uploadReport(
    admin,
    reportCsv([
      [d1, channel, '100.00'],
      [d2, channel, '60.00'],
      [d1, `9${run}`, '5.00'],
    ]),
  );
  const report = admin.getByRole('table', { name: 'Aperçu du rapport par jour et par partenaire' });
  await expect(report.getByRole('row').filter({ hasText: frenchDay(d1) })).toContainText('50,00');
  await expect(report.getByRole('row').filter({ hasText: frenchDay(d2) })).toContainText('30,00');
  await expect(admin.getByText(/1 ligne\(s\) sans partenaire ce jour-là \(5,00\s€\)/)).toBeVisible();
  await importUploaded(
    admin,
    2,
    /Import terminé : 1 partenaire\(s\) mis à jour, 160,00\s€ au total\. 2 part\(s\), 0 ajustement\(s\), 0 paiement\(s\) automatique\(s\)\./,
  );

  // The partner sees the share (50 %), the launch bonus its 80 € brought, and the ledger; exports it.
  await partner.goto('/partner/payment');
  await expect(partner.getByTestId('month-estimate')).toHaveText(euros('0,00')); // days of 2021, not this month
  await expect(partner.getByTestId('available-balance')).toHaveText(euros('90,00'));
  await expect(partner.getByTestId('lifetime-earnings')).toHaveText(euros('90,00'));
  await expect(partner.getByTestId('share-percent')).toContainText('50 %');
  await expect(partner.getByTestId('claim-status')).toHaveText(
    'Votre seuil est atteint ! Vous pouvez effectuer une demande de paiement.',
  );
  const ledger = partner.getByRole('table', { name: 'Relevé de compte' });
  const ledgerRow = (n: number) => ledger.getByRole('row').nth(n);
  await expect(ledgerRow(1)).toContainText('Bonus de lancement');
  await expect(ledgerRow(1)).toContainText(euros('90,00'));
  await expect(ledgerRow(2)).toContainText(`Canal ${channel} : 50 % de 60,00`);
  await expect(ledgerRow(2)).toContainText(euros('+30,00'));
  await expect(ledgerRow(3)).toContainText(euros('50,00'));
  const download = partner.waitForEvent('download');
  await partner.getByRole('link', { name: 'Exporter le relevé (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('date;opération;canal;brut;pourcentage;montant;solde');
  expect(csv).toContain(`${d1};Part des revenus publicitaires;${channel};100,00;50;50,00;50,00`);

  // An IBAN, a claim of the whole balance: pending, due within 30 days; the account is locked meanwhile.
  await savePaymentInfoAndClaim(partner, 'FR7630006000011234567890189', 'Jules Voyage');
  await expect(partner.getByTestId('claim-status')).toHaveText(
    'Une demande de paiement est en cours de traitement (statut : en attente).',
  );
  await expect(partner.getByTestId('available-balance')).toHaveText(euros('0,00'));
  const history = partner.getByRole('table', { name: 'Historique des paiements' });
  const first = history.getByRole('row').filter({ hasText: 'En attente' });
  await expect(first).toContainText('160,00');
  await expect(first).toContainText('50 %');
  await expect(first).toContainText(euros('90,00'));
  await expect(first).toContainText(dueDay);
  await expect(partner.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  await shoot(partner, 'journey-portal-payment-pending');

  // The admin approves it and marks it paid with the bank transfer's reference (3 characters at least).
  const payouts = admin.getByRole('table', { name: 'Demandes de paiement' });
  const payoutOf = (status: string) =>
    payouts
      .getByRole('row')
      .filter({ hasText: `(${code})` })
      .filter({ hasText: status });
  await withMoneyDesk(async () => {
    await admin.reload();
    await expect(payoutOf('En attente')).toContainText(dueDay);
    await expect(payoutOf('En attente')).toContainText('FR76 •••• •••• •••• •••• •••• 189');
    await admin.getByRole('button', { name: `Approuver ${code}` }).click();
    await expect(payoutOf('Approuvée')).toBeVisible();
    await expect(admin.getByRole('button', { name: `Approuver ${code}` })).toHaveCount(0);
    await admin.getByRole('button', { name: `Marquer payée ${code}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Référence du virement').fill('AB');
    await dialog.getByRole('button', { name: 'Marquer payée' }).click();
    await expect(
      dialog.getByText('Indiquez la référence du virement bancaire (3 caractères au moins).'),
    ).toBeVisible();
    await dialog.getByLabel('Référence du virement').fill(`VIR-${run}`);
    await dialog.getByRole('button', { name: 'Marquer payée' }).click();
    await expect(payoutOf('Payée')).toContainText(`Virement VIR-${run}`);
  });
  await partner.reload();
  await expect(history.getByRole('row').filter({ hasText: 'Payé' })).toContainText(euros('90,00'));

  // The admin imports the first day again, lower: an adjustment, dated, and the paid payout unchanged.
  await uploadReport(admin, reportCsv([[d1, channel, '80.00']]));
  await expect(report.getByRole('row').filter({ hasText: code })).toContainText(euros('-10,00'));
  await importUploaded(admin, 1, /0 part\(s\), 1 ajustement\(s\), 0 paiement\(s\) automatique\(s\)/);
  await partner.reload();
  // Dated the revenue day it corrects: it stands among that day's rows, below the payout.
  const adjustment = ledger.getByRole('row').filter({ hasText: 'Ajustement après un nouvel import' });
  await expect(adjustment).toContainText(frenchDay(d1));
  await expect(adjustment).toContainText(new RegExp(`Canal ${channel} : 50\\s% de [-−]20,00`));
  await expect(adjustment).toContainText(euros('-10,00'));
  await expect(partner.getByTestId('available-balance')).toHaveText(euros('-10,00'));
  await expect(partner.getByTestId('claim-status')).toHaveText(
    'Un paiement sera possible dès que votre seuil sera atteint.',
  );
  const paid = history.getByRole('row').filter({ hasText: 'Payé' });
  await expect(paid).toContainText(euros('90,00'));
  await expect(paid).toContainText('160,00');

  // More revenue makes up the negative balance and passes the threshold: a claim, rejected with a reason;
  // the money comes back, the partner reads why, and claims again.
  const reason = 'IBAN au nom d’un tiers : indiquez un compte à votre nom';
  await withMoneyDesk(async () => {
    await uploadReport(admin, reportCsv([[d3, channel, '200.00']]));
    await importUploaded(admin, 1, /1 part\(s\), 0 ajustement\(s\)/);
    await partner.reload();
    await expect(partner.getByTestId('available-balance')).toHaveText(euros('90,00'));
    await partner.getByRole('button', { name: 'Effectuer un paiement' }).click();
    await expect(partner.getByText('Demande de paiement créée (statut : en attente).')).toBeVisible();

    await admin.reload();
    await admin.getByRole('button', { name: `Rejeter ${code}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Raison du rejet').fill(reason);
    await dialog.getByRole('button', { name: 'Rejeter' }).click();
    await expect(payoutOf('Refusée')).toContainText(`Motif : ${reason}`);

    await partner.reload();
    const rejected = history.getByRole('row').filter({ hasText: 'Refusé' });
    await expect(rejected).toContainText(euros('90,00'));
    await expect(rejected.getByTestId('rejection-reason')).toHaveText(`Motif : ${reason}`);
    await expect(ledgerRow(1)).toContainText('Paiement rejeté : montant restitué');
    await expect(ledgerRow(1)).toContainText(euros('+90,00'));
    await expect(partner.getByTestId('available-balance')).toHaveText(euros('90,00'));
    await partner.getByRole('button', { name: 'Effectuer un paiement' }).click();
    await expect(partner.getByText('Demande de paiement créée (statut : en attente).')).toBeVisible();
    await expect(partner.getByTestId('available-balance')).toHaveText(euros('0,00'));

    // That one is paid.
    await admin.reload();
    await admin.getByRole('button', { name: `Approuver ${code}` }).click();
    await admin.getByRole('button', { name: `Marquer payée ${code}` }).click();
    await admin.getByRole('dialog').getByLabel('Référence du virement').fill(`VIR-${run}-2`);
    await admin.getByRole('dialog').getByRole('button', { name: 'Marquer payée' }).click();
    await expect(payouts.getByRole('row').filter({ hasText: `Virement VIR-${run}-2` })).toBeVisible();
  });

  // The month's last day imported: the eligible partner gets its payout without asking.
  await withMoneyDesk(async () => {
    await uploadReport(admin, reportCsv([[monthEnd, channel, '180.00']]));
    await importUploaded(admin, 1, /1 part\(s\), 0 ajustement\(s\), [1-9]\d* paiement\(s\) automatique\(s\)/);
    const automatic = payouts
      .getByRole('row')
      .filter({ hasText: `(${code})` })
      .filter({ hasText: 'Automatique' });
    await expect(automatic).toContainText('En attente');
    await expect(automatic).toContainText(euros('90,00'));
    await partner.reload();
    const auto = history.getByRole('row').filter({ hasText: 'Paiement mensuel automatique' });
    await expect(auto).toContainText(euros('90,00'));
    await expect(auto).toContainText('En attente');
    await expect(partner.getByTestId('claim-status')).toHaveText(
      'Une demande de paiement est en cours de traitement (statut : en attente).',
    );

    // A month later, still open: overdue, at the top of the list.
    const db = database();
    db.prepare(
      "update payout_requests set due_on = ? where partner_id = (select id from partners where code = ?) and source = 'auto'",
    ).run(addDays(today, -1), code);
    db.close();
    await admin.reload();
    await expect(automatic.getByTestId('overdue')).toHaveText('En retard');
    await expect(payouts.getByRole('row').nth(1)).toContainText('En retard');

    // Approved, gathered into a SEPA batch, its pain.001 file downloaded (to the IBAN of the claim), paid.
    await admin.getByRole('button', { name: `Approuver ${code}` }).click();
    await expect(automatic).toContainText('Approuvée');
    await admin.getByRole('button', { name: 'Créer un lot avec les paiements approuvés' }).click();
    await expect(admin.getByText(/Lot créé : 1 paiement\(s\), 90,00\s€\./)).toBeVisible();
    await expect(automatic).toContainText('Lot SEPA n°');
    const batch = admin.getByRole('table', { name: 'Virements SEPA' }).getByRole('row').nth(1);
    await expect(batch).toContainText('À virer');
    const file = admin.waitForEvent('download');
    await batch.getByRole('button', { name: /^Fichier SEPA/ }).click();
    const xml = readFileSync(await (await file).path(), 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml).toMatch(
      /<Cdtr><Nm>Jules Voyage<\/Nm><\/Cdtr><CdtrAcct><Id><IBAN>FR7630006000011234567890189<\/IBAN>/,
    );
    expect(xml).toContain('<InstdAmt Ccy="EUR">90.00</InstdAmt>');
    await batch.getByRole('button', { name: /^Marquer le lot payé/ }).click();
    await admin.getByRole('dialog').getByLabel('Référence du virement').fill(`SEPA-${run}`);
    await admin.getByRole('dialog').getByRole('button', { name: 'Marquer le lot payé' }).click();
    await expect(admin.getByText('1 paiement(s) marqué(s) payé(s).')).toBeVisible();
    await expect(batch).toContainText(`Payé (SEPA-${run})`);
    await expect(automatic).toContainText('Payée');
  });
  await shoot(admin, 'journey-admin-payouts');

  // The admin's statement of the partner: per month, gross, percent, share, payments and balance.
  await admin.getByRole('button', { name: `Relevé ${code}` }).click();
  const months = admin.getByRole('dialog').getByRole('table', { name: /Par mois/ });
  // The month of 2021: 100 − 20 + 60 + 200 + 180 gross, 50 %, 260 € of share.
  const revenueMonth = months.getByRole('row').filter({ hasText: d1.slice(0, 4) });
  await expect(revenueMonth).toContainText('520,00');
  await expect(revenueMonth).toContainText('50 %');
  await expect(revenueMonth).toContainText('260,00');
  await expect(admin.getByTestId('admin-ledger-balance')).toHaveText(/Solde actuel : 0,00\s€/);
  await shoot(admin, 'journey-admin-ledger');
  await admin.getByRole('button', { name: 'Fermer' }).click();

  await partner.goto('/partner/dashboard');
  await expect(partner.getByTestId('lifetime-earnings')).toHaveText(euros('270,00'));
  await shoot(partner, 'journey-portal-dashboard');
  await partner.goto('/partner/payment');
  // Shares (4), an adjustment, a bonus, payouts (4) and a reversal: 11 entries under the header.
  await expect(ledger.getByRole('row')).toHaveCount(12);
  await shoot(partner, 'journey-portal-payment');

  // The admin removes the partner: with money history, it is archived; its channel goes back to the pool.
  await withMoneyDesk(async () => {
    await admin.getByRole('button', { name: `Supprimer ${code}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(
      admin.getByText(/Partenaire Jules Voyage archivé : son historique financier est conservé dix ans/),
    ).toBeVisible();
    await expect(partnerRow).toContainText('archivé');
    await expect(admin.getByRole('button', { name: `Modifier ${code}` })).toHaveCount(0);
    // A channel that earned for someone is not handed to another partner: the admin takes it out of the pool.
    await admin.getByRole('button', { name: `Supprimer ${channel}` }).click();
    await expect(admin.getByText(channel, { exact: true })).toHaveCount(0);
  });

  // The partner is told, and the link card no longer promises counted visits; the history stays.
  await partner.goto('/partner/dashboard');
  await expect(partner.getByTestId('status-notice')).toContainText('Votre compte partenaire est archivé');
  await expect(partner.getByTestId('link-not-counted')).toBeVisible();
  await expect(partner.getByText('chaque visiteur qui l’utilise est compté pour vous')).toHaveCount(0);
  await partner.goto('/partner/payment');
  // An archived partner's balance is still paid by a last claim; this one's was paid in full already.
  await expect(partner.getByTestId('claim-status')).toHaveText('Aucun solde à verser.');
  await expect(ledger.getByRole('row')).not.toHaveCount(1);
  await partnerContext.close();
});
