// Issue 18: every page, as each role, at 360, 390 and 1366 px: no horizontal scrolling, no serious or
// critical accessibility violation (axe), and a screenshot to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
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
  const page = await (await browser.newContext()).newPage();
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
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the screen`);
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const v of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        await page.screenshot({ path: `${SHOTS}/${role}-${name}-${width}.png`, fullPage: true });
      }
      expect(problems).toEqual([]);
    });
