// Every page of the partner's and the admin's journey, once money has moved (a report by ad unit imported, a
// payout paid with its bonus, one pending, a partner paused): the visible text never shows a raw status code
// (pending, paid…), "centimes" or an amount in cents; the portal's payouts and the admin's payouts table are
// photographed at a phone's and a laptop's width.
import { mkdirSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { PARTNER_MESSAGES } from '../../common/messages';
import { adminApi } from './support/adminApi';
import { ownDay } from './support/money';
import { savePaymentInfoAndClaim } from './support/payment';
import { ADMIN_EMAIL, signIn } from './support/session';
import { expect, test, waitingForTheApp } from './support/test';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'tests/e2e/screenshots/no-raw-codes';
mkdirSync(SHOTS, { recursive: true });

/** English status codes as the API spells them, standing alone. */
const RAW_CODE = /\b(pending|approved|paid|rejected|archived|paused|banned|suspended|active)\b/i;
/** Money said in cents: a number of centimes or a field name ("au centime près" is French, not cents). */
const CENTS = /\d\s*centimes?\b|\w+_cents\b/i;
const EUROS = /\d[\d\u202f\u00a0 .,]*\s?€/g;
const WHOLE_EUROS = /\d,\d{2}\s?€$/;

/** What is wrong in the page's visible text; `euros` asks that every amount has its cents after a comma. */
async function rawTextOf(page: Page, where: string, euros: boolean): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    if (RAW_CODE.test(line) || CENTS.test(line)) problems.push(`${where}: « ${line.trim()} »`);
    if (euros)
      for (const amount of line.match(EUROS) ?? [])
        if (!WHOLE_EUROS.test(amount.trim()))
          problems.push(`${where}: « ${amount.trim()} » in « ${line.trim()} »`);
  }
  return problems;
}

// A lazy area's first chunk can take longer than the default 5 s on a CI machine running other browsers.
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

/** Every page of an area's side menu, read at a laptop's width. */
async function walkArea(page: Page, first: string, prefix: string): Promise<string[]> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(first);
  await settled(page);
  const links = await page
    .locator(`nav a[href^="${prefix}"]`)
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
  expect(links.length).toBeGreaterThan(1);
  const problems: string[] = [];
  for (const path of links) {
    await page.goto(path);
    await settled(page);
    problems.push(...(await rawTextOf(page, path, true)));
  }
  return problems;
}

/** A partner signed up through the form, activated by the admin, its channel held since `since`. */
async function newPartner(
  browser: Browser,
  admin: Awaited<ReturnType<typeof adminApi>>,
  name: string,
  since: string,
) {
  const page = waitingForTheApp(await (await browser.newContext()).newPage());
  await page.goto('/partners/signup');
  await page.getByLabel('Nom affiché').fill(name);
  await page
    .getByLabel('Adresse e-mail')
    .fill(`${name.replace(/\W/g, '').toLowerCase()}.${Date.now()}@example.fr`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  const code = (await page.getByTestId('partner-code').textContent())!;
  const channel = await admin.activate(code, since);
  return { page, code, channel };
}

/** A report by ad unit: each partner's day on two slots of its channel. */
const reportByAdUnit = (lines: Array<[day: string, channel: string, top: string, bottom: string]>) =>
  [
    'DATE,AD_UNIT_ID,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS',
    ...lines.flatMap(([day, channel, top, bottom]) => [
      `${day},ca-pub-0000000000000000:2000000001,ca-pub-0000000000000000:${channel},${top}`,
      `${day},ca-pub-0000000000000000:2000000002,ca-pub-0000000000000000:${channel},${bottom}`,
    ]),
    '',
  ].join('\n');

test('no raw status code nor cents on any page of the partner’s and the admin’s journey', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(240_000);
  const [d1, d2, d3] = [4, 5, 6].map((day) => ownDay('2019-03', day)) as [string, string, string];
  const admin = await adminApi(browser);
  const jules = await newPartner(browser, admin, 'Jules Emplacements', `${d1.slice(0, 7)}-01`);
  const lea = await newPartner(browser, admin, 'Léa Pause', `${d1.slice(0, 7)}-01`);
  await admin.importReport(
    reportByAdUnit([
      [d1, jules.channel, '120.00', '101.50'],
      [d2, jules.channel, '10.00', '5.00'],
      [d1, lea.channel, '30.00', '10.00'],
    ]),
  );

  // Jules claims and is paid (the bonus with it), then claims again: one paid payout, one pending.
  await jules.page.goto('/partner/payment');
  await savePaymentInfoAndClaim(jules.page, 'FR7630006000011234567890189', 'Jules Emplacements');
  const idOf = async (code: string) =>
    (await admin.send<Array<{ id: number }>>('GET', `/api/admin/partners?q=${code}`))[0]!.id;
  const [paid] = await admin.send<Array<{ id: number }>>(
    'GET',
    `/api/admin/payouts?partner_id=${await idOf(jules.code)}&status=pending`,
  );
  await admin.send('PUT', `/api/admin/payouts/${paid!.id}/status`, { status: 'approved' });
  await admin.send('PUT', `/api/admin/payouts/${paid!.id}/status`, {
    status: 'paid',
    reference: 'VIR-E2E-001',
  });
  await admin.importReport(reportByAdUnit([[d3, jules.channel, '150.00', '50.00']]));
  await jules.page.goto('/partner/payment');
  await jules.page.getByRole('button', { name: 'Effectuer un paiement' }).click();
  await expect(jules.page.getByText(PARTNER_MESSAGES.claimCreated)).toBeVisible();
  // Rejected with a long reason (the money back), then claimed again: a rejected row and a pending one.
  const [rejected] = await admin.send<Array<{ id: number }>>(
    'GET',
    `/api/admin/payouts?partner_id=${await idOf(jules.code)}&status=pending`,
  );
  await admin.send('PUT', `/api/admin/payouts/${rejected!.id}/status`, {
    status: 'rejected',
    reason: 'Le titulaire du compte ne correspond pas au nom du partenaire inscrit',
  });
  await jules.page.goto('/partner/payment');
  await jules.page.getByRole('button', { name: 'Effectuer un paiement' }).click();
  await expect(jules.page.getByText(PARTNER_MESSAGES.claimCreated)).toBeVisible();

  // Léa is paused by the admin.
  await admin.send('PUT', `/api/admin/partners/${await idOf(lea.code)}`, { status: 'paused' });

  // « Choisissez vos emplacements »: Jules keeps one of the slots opened to him; his visitors get that one.
  await jules.page.goto('/partner/dashboard');
  const placements = jules.page.getByRole('region', { name: 'Vos emplacements' });
  const boxes = placements.getByRole('checkbox');
  await expect(boxes.first()).toBeChecked();
  expect(await boxes.count()).toBeGreaterThan(1);
  const kept = (await placements.locator('label').first().textContent())!;
  await expect(async () => {
    for (const box of (await boxes.all()).slice(1)) if (await box.isChecked()) await box.click();
    await placements.getByRole('button', { name: 'Enregistrer les emplacements' }).click();
    await expect(placements.getByText('Emplacements enregistrés.')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await jules.page.reload();
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  const visitorSlots = await (
    await jules.page.request.get('/api/ads/slots', { headers: { cookie: `pa_ref=${jules.code}` } })
  ).json();
  expect(visitorSlots.data.slots.map((s: { label: string }) => s.label)).toEqual([kept]);

  // The help says how the money is counted: the two thresholds and the rounding of each day.
  await jules.page.goto('/partner/payment');
  const help = jules.page.getByTestId('money-help');
  await expect(jules.page.getByTestId('threshold-explained')).toContainText(/Seuil de paiement \(70,00\s€\)/);
  await expect(help).toContainText(/Palier du bonus \(80,00\s€\)/);
  await expect(help).toContainText(
    /30 jours de 0,05\s€ bruts à 37\s% donnent chacun 0,02\s€, soit 0,60\s€.*0,56\s€/,
  );

  const problems: string[] = [];
  problems.push(...(await walkArea(jules.page, '/partner/dashboard', '/partner/')));
  problems.push(...(await walkArea(lea.page, '/partner/dashboard', '/partner/')));
  await signIn(adminPage, ADMIN_EMAIL, 'Ada Admin');
  problems.push(...(await walkArea(adminPage, '/admin/partners', '/admin/')));
  for (const path of ['/partners', '/partners/how-it-works']) {
    await jules.page.goto(path);
    await settled(jules.page);
    problems.push(...(await rawTextOf(jules.page, path, false)));
  }
  expect(problems).toEqual([]);

  // The portal's payouts and the admin's payouts table, at a phone's and a laptop's width.
  for (const width of [390, 1366]) {
    await jules.page.setViewportSize({ width, height: 900 });
    await jules.page.goto('/partner/payment');
    await settled(jules.page);
    const history = jules.page.getByRole('table', { name: 'Historique des paiements' });
    await expect(history.getByRole('row').filter({ hasText: 'Payé' })).toContainText('VIR-E2E-001');
    await history.screenshot({ path: `${SHOTS}/portal-payouts-${width}.png` });
    await jules.page.screenshot({ path: `${SHOTS}/portal-payment-page-${width}.png`, fullPage: true });
    await adminPage.setViewportSize({ width, height: 900 });
    await adminPage.goto('/admin/partners');
    await settled(adminPage);
    const table = adminPage.getByRole('table', { name: 'Demandes de paiement' });
    await expect(table).toBeVisible();
    await table.screenshot({ path: `${SHOTS}/admin-payouts-${width}.png` });
    // The status is read whole: its cell is as wide as its longest word, and at a laptop's width the table
    // fits beside the menu, nothing under its sticky actions.
    const statusWidths = await table
      .locator('tbody tr td:nth-last-child(2)')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
    for (const w of statusWidths) expect(w).toBeGreaterThan(100);
    if (width === 1366) {
      const overflow = await table.evaluate(
        (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  }
  await admin.close();
});
