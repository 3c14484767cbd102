// The dark theme: every page follows the system's choice, or the theme a person chose (data-theme on <html>),
// painted dark from the server's own style before any script, with no serious or critical axe violation.
import type { BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { coloursOf } from '../../common/colours';
import { errorPageHtml } from '../../server/platform/http/errorPage';
import { unsubscribeAskHtml } from '../../server/mail/unsubscribePage';
import { notMePage } from '../../server/programme/payment-safety/notMePage';
import { expect, test } from './support/test';
import {
  ADMIN_PAGES,
  look,
  pageAs,
  PORTAL_PAGES,
  PUBLIC_PAGES,
  settled,
  shotName,
  type Role,
} from './support/walk';

const SHOTS = 'tests/e2e/screenshots/theme';
mkdirSync(SHOTS, { recursive: true });

type Theme = { name: string; system: 'light' | 'dark'; chosen?: 'light' | 'dark'; looks: 'light' | 'dark' };
const DARK_SYSTEM: Theme = { name: 'dark-system', system: 'dark', looks: 'dark' };
const DARK_CHOSEN: Theme = { name: 'dark-chosen', system: 'light', chosen: 'dark', looks: 'dark' };
const LIGHT_CHOSEN: Theme = { name: 'light-chosen', system: 'dark', chosen: 'light', looks: 'light' };

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle gives it. */
function rgbOf(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
const BG = { light: rgbOf(coloursOf('light').bg), dark: rgbOf(coloursOf('dark').bg) };

/**
 * The test plays the settings' part: every page comes with the chosen theme on its <html>, as the server writes a
 * person's choice, and keeps it as the settings keep it (whatever they store it in).
 */
async function choose(context: BrowserContext, chosen: Theme['chosen']) {
  if (!chosen) return;
  await context.addInitScript((theme) => {
    const keep = () => {
      const root = document.documentElement as HTMLElement | null;
      if (root && root.dataset.theme !== theme) root.dataset.theme = theme;
    };
    new MutationObserver(keep).observe(document, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-theme'],
    });
    keep();
  }, chosen);
  await context.route(
    (url) => !/^\/(api|auth|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const type = response.headers()['content-type'] ?? '';
      if (!type.startsWith('text/html')) return route.fulfill({ response });
      const html = (await response.text()).replace(
        /<html([^>]*?)( data-theme="[a-z]+")?>/,
        `<html$1 data-theme="${chosen}">`,
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body: html, headers });
    },
  );
}

async function themedPage(browser: Parameters<typeof pageAs>[0], role: Role, theme: Theme): Promise<Page> {
  const page = await pageAs(browser, role, { colorScheme: theme.system });
  await choose(page.context(), theme.chosen);
  return page;
}

/** The page is in the expected theme: the page's colour, the CSS colour scheme, and the attribute left as chosen. */
async function expectTheme(page: Page, theme: Theme) {
  const seen = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    rootBackground: getComputedStyle(document.documentElement).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    chosen: document.documentElement.getAttribute('data-theme'),
  }));
  const painted = seen.background === 'rgba(0, 0, 0, 0)' ? seen.rootBackground : seen.background;
  expect(painted, `${page.url()} painted`).toBe(BG[theme.looks]);
  expect(seen.scheme, `${page.url()} color-scheme`).toContain(theme.looks);
  expect(seen.chosen).toBe(theme.chosen ?? null);
}

const PAGES: Partial<Record<Role, string[]>> = {
  guest: [...PUBLIC_PAGES, '/help', '/preferences', '/error/500'],
  partner: PORTAL_PAGES,
  admin: ADMIN_PAGES,
};

for (const theme of [DARK_SYSTEM, DARK_CHOSEN, LIGHT_CHOSEN])
  for (const role of ['guest', 'partner', 'admin'] as const)
    // The narrowest phone once: a chosen dark theme at 360 px, the system's at 390 px.
    for (const width of theme === LIGHT_CHOSEN ? [1366] : [theme === DARK_CHOSEN ? 360 : 390, 1366])
      test(`${theme.name}: every ${role} page at ${width} px in the ${theme.looks} theme, no serious axe violation`, async ({
        browser,
      }) => {
        // A dozen pages, each read by axe: minutes on a busy machine.
        test.setTimeout(300_000);
        const page = await themedPage(browser, role, theme);
        await page.setViewportSize({ width, height: 800 });
        const problems: string[] = [];
        for (const path of PAGES[role]!) {
          await page.goto(path);
          await settled(page);
          // A guest's signup goes through the sign-in provider's own page: it follows the system alone.
          if (!page.url().includes('/oidc/')) await expectTheme(page, theme);
          problems.push(...(await look(page, `${theme.name}-${role}-${shotName(path)}-${width}`, SHOTS)));
        }
        expect(problems).toEqual([]);
      });

for (const theme of [DARK_SYSTEM, DARK_CHOSEN])
  test(`${theme.name}: the open states – settings menu, shortcuts list, sign-in page – in the dark theme`, async ({
    browser,
  }) => {
    test.slow();
    const page = await themedPage(browser, 'guest', theme);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/search?q=Lyon');
    await settled(page);
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await expect(page.getByRole('menu', { name: 'Paramètres' })).toBeVisible();
    const problems = await look(page, `${theme.name}-settings-menu-390`, SHOTS);
    await page.keyboard.press('Escape');
    await page.locator('body').press('?');
    await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeVisible();
    problems.push(...(await look(page, `${theme.name}-shortcuts-390`, SHOTS)));
    await page.keyboard.press('Escape');
    // The built-in provider's sign-in page, drawn by the server alone.
    await page
      .getByRole('link', { name: /Connexion|Se connecter/ })
      .first()
      .click();
    await expect(page.getByLabel('Nom affiché')).toBeVisible();
    const signIn = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    if (!theme.chosen) expect(signIn).toBe(rgbOf(coloursOf('dark').soft));
    problems.push(...(await look(page, `${theme.name}-sign-in-390`, SHOTS)));
    expect(problems).toEqual([]);
  });

test('dark-chosen: the admin’s dialogs (new partner, statement, payment, deletion) at 360 px', async ({
  browser,
}) => {
  test.slow();
  const { partnerCode: code } = await pageAs(browser, 'partner');
  const page = await themedPage(browser, 'admin', DARK_CHOSEN);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/partners');
  await settled(page);
  await expectTheme(page, DARK_CHOSEN);
  const problems: string[] = [];
  const opened = async (button: string, dialog: string | RegExp, shot: string) => {
    await expect(async () => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible({ timeout: 2000 });
    }).toPass();
    problems.push(...(await look(page, `dark-chosen-admin-dialog-${shot}-360`, SHOTS)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await opened('Ajouter un partenaire', /partenaire/i, 'new-partner');
  await page.getByLabel('Rechercher (code, nom, e-mail)').fill(code!);
  await expect(page.getByRole('button', { name: `Relevé ${code}` })).toBeVisible();
  await opened(`Relevé ${code}`, /^Relevé de /, 'statement');
  await opened(`Paiement ${code}`, /^Paiement de /, 'payment');
  await opened(`Supprimer ${code}`, 'Supprimer', 'delete');
  expect(problems).toEqual([]);
});

test('the pages the server writes alone (error, unsubscribe, « Ce n’était pas moi ») in both themes', async ({
  browser,
}) => {
  const pages = {
    error: errorPageHtml({
      status: 429,
      message: 'Trop de requêtes.',
      until: new Date(Date.now() + 600_000),
    }),
    unsubscribe: unsubscribeAskHtml('Recherche', 'les relevés mensuels', 'jeton'),
    'not-me': notMePage({ step: 'confirm', token: 'jeton', last4: '0143' }),
  };
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const page = await (await browser.newContext({ colorScheme: scheme })).newPage();
    for (const [name, html] of Object.entries(pages)) {
      await page.setContent(html);
      const seen = await page.evaluate(() => ({
        scheme: getComputedStyle(document.documentElement).colorScheme,
        meta: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
        ink: getComputedStyle(document.body).color,
      }));
      expect(seen.meta).toBe('light dark');
      expect(seen.scheme).toContain(scheme);
      expect(seen.ink, `${name} in ${scheme}`).toBe(rgbOf(coloursOf(scheme).ink));
      problems.push(...(await look(page, `standalone-${name}-${scheme}`, SHOTS)));
    }
  }
  expect(problems).toEqual([]);
});

for (const theme of [DARK_SYSTEM, DARK_CHOSEN, LIGHT_CHOSEN])
  test(`${theme.name}: without JavaScript, the server's page is painted ${theme.looks} from its first bytes`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: theme.system });
    await choose(context, theme.chosen);
    const page = await context.newPage();
    for (const path of ['/', '/search?q=Lyon', '/partners', '/page-qui-n-existe-pas']) {
      await page.goto(path);
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
      await expectTheme(page, theme);
    }
  });
