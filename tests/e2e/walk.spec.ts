// Every page, as each role, at 360, 390 and 1366 px: no horizontal scrolling, no serious or
// critical accessibility violation (axe), and a screenshot to look at.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';
import { mkdirSync } from 'node:fs';
import { database, uniqueDigits } from './support/money';
import { ADMIN_EMAIL, signIn } from './support/session';

const SHOTS = 'tests/e2e/screenshots/walk';
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [360, 390, 1366] as const;

const PUBLIC_PAGES = [
  '/',
  '/search?q=Lyon',
  '/search?q=Lyon&tab=images#gsc.tab=1',
  '/partners',
  '/partners/how-it-works',
  '/privacy',
  '/licences',
  '/extension/setup',
  '/partners/signup',
  '/page-qui-n-existe-pas',
];
const PORTAL_PAGES = ['/partner/dashboard', '/partner/profile', '/partner/payment'];
const ADMIN_PAGES = ['/admin/partners', '/admin/security', '/admin/suggestions'];

type Role = 'guest' | 'member' | 'partner' | 'admin';
const PAGES: Record<Role, string[]> = {
  guest: PUBLIC_PAGES,
  member: ['/', '/search?q=Lyon', '/partners/signup', '/partner/dashboard'],
  partner: ['/', ...PORTAL_PAGES],
  admin: ['/', '/search?q=Lyon', ...ADMIN_PAGES],
};

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const page = waitingForTheApp(await (await browser.newContext()).newPage());
  if (role === 'member') await signIn(page, `walk.${uniqueDigits()}@example.fr`, 'Marie Membre');
  if (role === 'admin') await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  if (role === 'partner') {
    const email = `walk-partner.${uniqueDigits()}@example.fr`;
    await page.goto('/partners/signup');
    await page.getByLabel('Nom affiché').fill('Paul Partenaire');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByRole('button', { name: 'Devenir partenaire' }).click();
    const code = (await page.getByTestId('partner-code').textContent())!;
    const db = database();
    db.prepare("update partners set status = 'active' where code = ?").run(code);
    db.close();
  }
  if (role !== 'guest') await expect(page.getByRole('button', { name: /^Compte de / }).first()).toBeVisible();
  return page;
}

/** The page is drawn: its main heading is there and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The page as it stands (a menu or a dialog open): overflow and axe problems, and its screenshot. */
async function look(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  // A dialog or drawer still fading in would be judged at half its contrast: let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}: ${overflow} px wider than the screen`);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    problems.push(`${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // From the top: a fixed bar would otherwise be drawn in the middle of a scrolled full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  return problems;
}

for (const role of ['guest', 'member', 'partner', 'admin'] as const)
  for (const width of WIDTHS)
    test(`every ${role} page at ${width} px: no horizontal scrolling, no serious accessibility violation`, async ({
      browser,
    }) => {
      test.slow();
      const page = await pageAs(browser, role);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const path of PAGES[role]) {
        await page.goto(path);
        await settled(page);
        // One way out everywhere: the account menu on every signed-in page, the public site a click away.
        if (role !== 'guest') await expect(page.getByRole('button', { name: /^Compte de / })).toBeVisible();
        if ((role === 'admin' || role === 'partner') && /^\/(admin|partner)\//.test(path) && width === 1366)
          await expect(page.getByRole('link', { name: '← Retour au site' })).toBeVisible();
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        problems.push(...(await look(page, `${role}-${name}-${width}`)));
      }
      expect(problems).toEqual([]);
    });

/** Below the `md` breakpoint the portal's and the admin's side menu is a drawer behind a menu button. */
const DRAWER_BELOW = 900;

/** The area's drawer, opened then closed again with Escape (phones only). */
async function lookAtDrawer(page: Page, name: string, width: number): Promise<string[]> {
  if (width >= DRAWER_BELOW) return [];
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('link', { name: '← Retour au site' })).toBeVisible();
  const problems = await look(page, name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: '← Retour au site' })).toBeHidden();
  return problems;
}

/** A dialog opened by a button, looked at, then closed with Escape. */
async function lookAtDialog(page: Page, button: string, name: string): Promise<string[]> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"], .MuiCircularProgress-root')).toHaveCount(0);
  const problems = await look(page, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return problems;
}

// The states a page opens into – menus, dialogs, a form's error – are screens too.
for (const width of WIDTHS) {
  test(`the guest's settings menu and the member's account menu at ${width} px`, async ({ browser }) => {
    test.slow();
    const guest = await pageAs(browser, 'guest');
    await guest.setViewportSize({ width, height: 800 });
    await guest.goto('/');
    await settled(guest);
    await guest.getByRole('button', { name: 'Paramètres' }).click();
    await expect(guest.getByRole('menu', { name: 'Paramètres' })).toBeVisible();
    const problems = await look(guest, `guest-settings-menu-${width}`);

    const member = await pageAs(browser, 'member');
    await member.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/search?q=Lyon']) {
      await member.goto(path);
      await settled(member);
      await member.getByRole('button', { name: /^Compte de / }).click();
      const menu = member.getByRole('menu', { name: /^Compte de / });
      await expect(menu).toBeVisible();
      // Every entry of the menu is on the screen, not cut by its edge.
      for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeInViewport();
      const name = path === '/' ? 'home' : 'search';
      problems.push(...(await look(member, `member-account-menu-${name}-${width}`)));
      await member.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });

  test(`the partner's open states at ${width} px: payment form with an error, menu drawer, account menu`, async ({
    browser,
  }) => {
    test.slow();
    const page = await pageAs(browser, 'partner');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/partner/payment');
    await settled(page);
    await page.getByLabel('IBAN').fill('FR00 1234');
    await page.getByLabel('Titulaire du compte').fill('Paul Partenaire');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/^IBAN invalide/).first()).toBeVisible();
    const problems = await look(page, `partner-payment-form-error-${width}`);
    problems.push(...(await lookAtDrawer(page, `partner-menu-drawer-${width}`, width)));
    await page.getByRole('button', { name: /^Compte de / }).click();
    await expect(page.getByRole('menu', { name: /^Compte de / })).toBeVisible();
    problems.push(...(await look(page, `partner-account-menu-${width}`)));
    expect(problems).toEqual([]);
  });

  test(`the admin's open states at ${width} px: partner, statement and payment dialogs, menu drawer`, async ({
    browser,
  }) => {
    test.slow();
    // A partner of its own, so that the list has a row and its buttons.
    const partner = await pageAs(browser, 'partner');
    const code = (await partner.getByTestId('partner-code').textContent())!;
    const page = await pageAs(browser, 'admin');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/partners');
    await settled(page);
    // Every action of the row is in sight once the page is scrolled down to it, the table never scrolled
    // sideways: none hides beyond a table's edge (the table's own clipping counts). A tablet's 768 px, where
    // the table is wider than its place whatever its rows, is tried with the wide screen.
    for (const seen of width === 1366 ? [768, width] : [width]) {
      await page.setViewportSize({ width: seen, height: 800 });
      for (const action of ['Modifier', 'Relevé', 'Paiement', 'Supprimer']) {
        const button = page.getByRole('button', { name: `${action} ${code}` });
        await button.evaluate((b) =>
          window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY - 200),
        );
        await expect(button, `${action} at ${seen} px`).toBeInViewport({ ratio: 0.95 });
      }
    }
    const problems = await look(page, `admin-partners-rows-${width}`);
    problems.push(...(await lookAtDialog(page, `Modifier ${code}`, `admin-partner-dialog-${width}`)));
    problems.push(...(await lookAtDialog(page, `Relevé ${code}`, `admin-ledger-dialog-${width}`)));
    problems.push(...(await lookAtDialog(page, `Paiement ${code}`, `admin-payment-dialog-${width}`)));
    problems.push(...(await lookAtDrawer(page, `admin-menu-drawer-${width}`, width)));
    await page.goto('/admin/security');
    await settled(page);
    problems.push(...(await lookAtDrawer(page, `admin-security-drawer-${width}`, width)));
    expect(problems).toEqual([]);
  });
}
