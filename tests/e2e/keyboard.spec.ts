// The search pages' keyboard: « / » the box, j/k and the arrows between results, Enter and o open one, « ? » the
// list; none of them while typing in a field.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const RESULTS = 'ol.web-results > li > a:first-of-type';

/** The href of the focused element, or its tag when it is not a link. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLAnchorElement ? element.href : (element?.tagName ?? null);
  });

async function leaveTheField(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.beforeEach(async ({ context }) => {
  // The results lead elsewhere: an empty page stands for every other site.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Ailleurs</title>' }),
  );
});

test('« / » goes to the box, j/k and the arrows move between results with a visible focus, Enter opens one', async ({
  page,
}) => {
  await page.goto('/search?q=Lyon');
  const links = page.locator(RESULTS);
  await expect(links.nth(2)).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
  const box = page.getByRole('combobox', { name: /recherche/i });

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box, 'the « / » is not typed').toHaveValue('Lyon');
  // In the field, the keys are letters.
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Lyonjk');
  await page.keyboard.press('Escape');
  await box.fill('Lyon');
  await leaveTheField(page);

  await page.keyboard.press('j');
  expect(await focused(page)).toBe(hrefs[0]);
  expect(await links.first().evaluate((a) => a.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('j');
  expect(await focused(page)).toBe(hrefs[1]);
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toBe(hrefs[2]);
  await page.keyboard.press('k');
  expect(await focused(page)).toBe(hrefs[1]);
  await page.keyboard.press('ArrowUp');
  expect(await focused(page)).toBe(hrefs[0]);
  // Never past the first one.
  await page.keyboard.press('k');
  expect(await focused(page)).toBe(hrefs[0]);
  // A held modifier leaves the key to the browser.
  await page.keyboard.press('Control+j');
  expect(await focused(page)).toBe(hrefs[0]);

  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(hrefs[1]!);
});

test('« o » opens the chosen result in a new tab, the page stays', async ({ page, context }) => {
  await page.goto('/search?q=Lyon');
  const first = page.locator(RESULTS).first();
  await expect(first).toBeVisible();
  const href = await first.evaluate((a) => (a as HTMLAnchorElement).href);
  // No result chosen yet: nothing opens.
  await page.keyboard.press('o');
  expect(context.pages()).toHaveLength(1);
  await page.keyboard.press('j');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('o')]);
  await tab.waitForURL(href);
  expect(page.url()).toContain('/search?q=Lyon');
});

test('« ? » shows the list of shortcuts, Escape closes it; in a field « ? » and « / » are typed', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /recherche/i });
  const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  // The keys listen once the page is hydrated: a key pressed on the server-drawn page before does nothing.
  await expect(async () => {
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  for (const key of ['/', 'j', 'k', 'o', '?', 'Entrée'])
    await expect(dialog.locator('kbd', { hasText: key }).first()).toBeVisible();
  // The other keys wait while the list is open.
  await page.keyboard.press('/');
  await expect(box).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type('a/b?');
  await expect(box).toHaveValue('a/b?');
  await expect(dialog).toBeHidden();
});

test('the help page lists the shortcuts, and its filter field keeps its letters', async ({ page }) => {
  await page.goto('/help');
  const section = page.getByRole('region', { name: 'Raccourcis clavier' });
  await expect(section).toBeVisible();
  await expect(section.getByText('Résultat suivant')).toBeVisible();
  await expect(section.getByText('Ouvrir le résultat choisi dans un nouvel onglet')).toBeVisible();
  const filter = page.getByLabel('Filtrer les raccourcis');
  await filter.click();
  await page.keyboard.type('jo/?');
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue('jo/?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
