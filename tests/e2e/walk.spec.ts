// Every page, as each role, at 360, 390 and 1366 px: no horizontal scrolling, no serious or
// critical accessibility violation (axe), and a screenshot to look at.
import { type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import {
  ADMIN_PAGES,
  look as lookInto,
  pageAs,
  PORTAL_PAGES,
  PUBLIC_PAGES,
  settled,
  shotName,
  type Role,
} from './support/walk';

const SHOTS = 'tests/e2e/screenshots/walk';
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [360, 390, 1366] as const;

const PAGES: Record<Role, string[]> = {
  guest: PUBLIC_PAGES,
  member: ['/', '/search?q=Lyon', '/partners/signup', '/partner/dashboard'],
  partner: ['/', ...PORTAL_PAGES],
  admin: ['/', '/search?q=Lyon', ...ADMIN_PAGES],
};

const look = (page: Page, name: string) => lookInto(page, name, SHOTS);

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
        problems.push(...(await look(page, `${role}-${shotName(path)}-${width}`)));
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
