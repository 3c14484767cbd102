// A large SEPA batch runs as jobs: the admin gathers the approved payouts and marks the batch paid, each call
// answered at once (202), and sees a progress bar with the payouts done out of the total, then the result.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ibanKeyring } from '../../server/platform/ibanKeyring';
import { encryptIban } from '../../server/programme/partners/ibanCipher';
import { expect, test } from './support/test';
import { database, uniqueDigits, withMoneyDesk } from './support/money';
import { openAdminPartners } from './support/session';

const PAYOUTS = 1_500;
const SHOTS = 'tests/e2e/screenshots/jobs';
const IBAN = 'FR7630006000011234567890189';

/** Active partners straight in the database, each with one approved payout of 80 € to the same IBAN. */
function addApprovedPayouts(run: string) {
  const dataDir = process.env.E2E_DATA_DIR!;
  const key = ibanKeyring(Buffer.from(readFileSync(join(dataDir, 'iban-key'), 'utf8').trim(), 'base64url'));
  const db = database();
  try {
    const partner = db.prepare(
      `insert into partners (code, name, email, status, revenue_share_percent, payout_threshold_cents)
        values (?, ?, ?, 'active', 50, 7000) returning id`,
    );
    const payout = db.prepare(
      `insert into payout_requests (partner_id, period_start, period_end, gross_earnings_cents,
        partner_share_percent, partner_amount_cents, status, due_on, iban_encrypted, holder_name, iban_masked)
        values (?, '2019-03-01', '2019-03-31', 16000, 50, 8000, 'approved', '2019-05-01', ?, ?, 'FR76 **** 0189')`,
    );
    db.transaction(() => {
      for (let n = 0; n < PAYOUTS; n++) {
        const { id } = partner.get(`SEPA${run}${n}`, `Virement ${n}`, `sepa-${run}-${n}.e2e@example.fr`) as {
          id: number;
        };
        payout.run(id, encryptIban(key, IBAN), `Titulaire ${n}`);
      }
    })();
  } finally {
    db.close();
  }
}

test('a large SEPA batch is gathered and marked paid as jobs, with a progress bar, then its result', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = uniqueDigits();
  await openAdminPartners(page);
  await withMoneyDesk(async () => {
    addApprovedPayouts(run);
    await page.setViewportSize({ width: 1366, height: 800 });
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/payouts/batches') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Créer un lot avec les paiements approuvés' }).click();
    expect((await created).status()).toBe(202);
    await expect(page.getByText(/^Lot créé : 1500 paiement\(s\), 120\s000,00\s€\.$/)).toBeVisible({
      timeout: 60_000,
    });

    const batch = page.getByRole('table', { name: 'Virements SEPA' }).getByRole('row').nth(1);
    await expect(batch).toContainText('1500');
    await batch.getByRole('button', { name: /^Marquer le lot payé/ }).click();
    await page.getByRole('dialog').getByLabel('Référence du virement').fill(`LOT-${run}`);
    const started = page.waitForResponse((r) => /\/api\/admin\/payouts\/batches\/\d+\/paid$/.test(r.url()));
    await page.getByRole('dialog').getByRole('button', { name: 'Marquer le lot payé' }).click();
    expect((await started).status()).toBe(202);

    const bar = page.getByRole('progressbar', { name: 'Avancement du virement' });
    const partWay = /^[1-9][\d\s]* paiements marqués payés sur 1\s500$/;
    await expect(page.getByText(partWay)).toBeVisible({ timeout: 60_000 });
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    mkdirSync(SHOTS, { recursive: true });
    await bar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/sepa-paid-progress-1366.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 390, height: 844 });
    await bar.scrollIntoViewIfNeeded();
    await expect(page.getByText(partWay)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sepa-paid-progress-390.png`, animations: 'disabled' });

    const done = page.getByText('1500 paiement(s) marqué(s) payé(s).');
    await expect(done).toBeVisible({ timeout: 120_000 });
    await expect(bar).toBeHidden();
    await expect(batch).toContainText(`Payé (LOT-${run})`);
    // In the middle of the screen: the sticky bar at the top would hide it.
    await done.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/sepa-paid-done-390.png` });

    // Its transfer file, made by a job too, then downloaded: one transfer per payout.
    const file = page.waitForEvent('download');
    await batch.getByRole('button', { name: /^Fichier SEPA/ }).click();
    const xml = readFileSync(await (await file).path(), 'utf8');
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(PAYOUTS);
    await expect(
      page.getByText(/^Fichier PAYOUTS-[\w-]+\.xml téléchargé : 1500 virement\(s\)\.$/),
    ).toBeVisible();
  });
});
