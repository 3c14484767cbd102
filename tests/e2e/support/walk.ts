// The walk through every page: a page as each role, "drawn and settled", and a look at it (overflow, axe, shot).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { database, uniqueDigits } from './money';
import { ADMIN_EMAIL, signIn } from './session';
import { expect, waitingForTheApp } from './test';

export const PUBLIC_PAGES = [
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
export const PORTAL_PAGES = ['/partner/dashboard', '/partner/profile', '/partner/payment'];
export const ADMIN_PAGES = ['/admin/partners', '/admin/security', '/admin/suggestions'];

export type Role = 'guest' | 'member' | 'partner' | 'admin';

/** A new browser (`options`: its colour scheme…) signed in as the role; a partner is made and activated. */
export async function pageAs(
  browser: Browser,
  role: Role,
  options: BrowserContextOptions = {},
): Promise<Page & { partnerCode?: string }> {
  const page = waitingForTheApp(await (await browser.newContext(options)).newPage());
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
    Object.assign(page, { partnerCode: code });
  }
  if (role !== 'guest') await expect(page.getByRole('button', { name: /^Compte de / }).first()).toBeVisible();
  return page;
}

/** The page is drawn: its main heading is there and nothing is still loading. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A file name of a page's address: `/search?q=Lyon` → `search-q-Lyon`. */
export const shotName = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/** The page as it stands (a menu or a dialog open): overflow and axe problems, and its screenshot in `shots`. */
export async function look(page: Page, name: string, shots: string): Promise<string[]> {
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
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  return problems;
}
