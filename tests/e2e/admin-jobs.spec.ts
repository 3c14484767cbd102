// A large import runs as a job: the admin sees a progress bar with the lines done out of the total while it runs,
// then its result; the uploaded report's preview comes a page at a time.
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { database, ownDay, reportCsv, uniqueDigits } from './support/money';
import { openAdminPartners } from './support/session';

const PARTNERS = 10_000;
const SHOTS = 'tests/e2e/screenshots/jobs';

/** Active partners straight in the database, each holding a channel of its own since long ago. */
function addPartners(run: string): string[] {
  const db = database();
  try {
    const channels = Array.from({ length: PARTNERS }, (_, n) => `6${run}${String(n).padStart(5, '0')}`);
    const partner = db.prepare(
      `insert into partners (code, name, email, status, revenue_share_percent, payout_threshold_cents,
        adsense_custom_channel_id) values (?, ?, ?, 'active', 50, 7000, ?) returning id`,
    );
    const holding = db.prepare(
      `insert into channel_holdings (channel_id, partner_id, from_day) values (?, ?, '2000-01-01')`,
    );
    db.transaction(() => {
      channels.forEach((channel, n) => {
        const { id } = partner.get(
          `JOB${run}${n}`,
          `Partenaire ${n}`,
          `job-${run}-${n}.e2e@example.fr`,
          channel,
        ) as {
          id: number;
        };
        holding.run(channel, id);
      });
    })();
    return channels;
  } finally {
    db.close();
  }
}

test('a large import shows its progress, lines done out of the total, then its result', async ({ page }) => {
  // 50,000 lines uploaded, previewed and imported while the admin follows them.
  test.setTimeout(240_000);
  const run = uniqueDigits();
  const days = [10, 11, 12, 13, 14].map((day) => ownDay('2018-05', day));
  const channels = addPartners(run);
  await openAdminPartners(page);

  const lines = days.flatMap((day) =>
    channels.map((c, n): [string, string, string] => [day, c, `${1 + (n % 9)}.00`]),
  );
  await page.locator('input[type=file]').setInputFiles({
    name: 'rapport.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(reportCsv(lines)),
  });
  await expect(page.getByText(/Rapport déposé pour/)).toBeVisible({ timeout: 60_000 });
  // The preview holds the first lines of each day; the next ones come on demand.
  await expect(page.getByText(/20 partenaire\(s\) affiché\(s\) sur 10000/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Partenaires suivants' }).first().click();
  await expect(page.getByText(/120 partenaire\(s\) affiché\(s\) sur 10000/)).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 800 });
  const started = page.waitForResponse((r) => r.url().endsWith('/api/admin/adsense/import'));
  await page.getByRole('button', { name: 'Importer le rapport (5 jours)' }).click();
  expect((await started).status()).toBe(202);
  const bar = page.getByRole('progressbar', { name: 'Avancement de l’import' });
  const partWay = /^[1-9][\d\s]* lignes traitées sur 50\s000$/;
  await expect(page.getByText(partWay)).toBeVisible({ timeout: 60_000 });
  const done = Number(await bar.getAttribute('aria-valuenow'));
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(100);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/import-progress-1366.png` });
  // The same progress at a phone's width (an import picked up by a page opened mid-way: the component test).
  await page.setViewportSize({ width: 390, height: 844 });
  if (await bar.isVisible()) await page.screenshot({ path: `${SHOTS}/import-progress-390.png` });

  await expect(page.getByText(/Import terminé : 10000 partenaire\(s\) mis à jour/)).toBeVisible({
    timeout: 120_000,
  });
  await expect(bar).toBeHidden();
});
