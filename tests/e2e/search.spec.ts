import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localDefaultClientConfig } from '../../common/config';
import { DUPLICATE_SEARCH_WINDOW_MS, HISTORY_MAX_ITEMS } from '../../common/constants';
import { LABELS } from '../../web/components/labels';
import { admitScriptOrigins, drawInBrowser, fakeClientConfig } from './support/clientConfig';
import { stopClock } from './support/clock';

const box = (page: Page) => page.getByRole('combobox', { name: 'Votre recherche' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Type de résultats' });

async function searchFor(page: Page, query: string) {
  await box(page).fill(query);
  await box(page).press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query);
  // The page of this query has answered (results or none) before the next search is typed: until then the
  // previous page may still stand, its box about to be replaced.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LABELS.resultsFor(query));
  await expect(page.locator('.results-meta, .no-results')).toBeVisible();
}

test('a search from home shows web results with the query highlighted, and more results on demand', async ({
  page,
}) => {
  await page.goto('/');
  await box(page).fill('Saint');
  // The suggestions open over the button, as they would for anyone typing: closed first, whenever they come.
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await box(page).press('Escape');
  await page.getByRole('button', { name: 'Recherche', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=Saint#gsc\.tab=0$/);
  await expect(page).toHaveTitle(/Saint/);
  const results = page.locator('.web-results > li');
  await expect(results).toHaveCount(10);
  await expect(results.first().locator('h2 mark').first()).toHaveText(/^Saint/);
  await expect(page.getByText(/Résultats obtenus en \d+,\d\d s/)).toBeVisible();

  await page.getByRole('button', { name: 'Plus de résultats' }).click();
  await expect(results).toHaveCount(20);
  // The keyboard goes on from the first new result.
  await expect(results.nth(10).locator('a')).toBeFocused();
});

test('switching to images and back keeps the address and its #gsc.tab hash in step', async ({ page }) => {
  await page.goto('/search?q=France');
  await expect(page).toHaveURL(/\/search\?q=France#gsc\.tab=0$/);
  await tabs(page).getByRole('link', { name: 'Images' }).click();
  await expect(page).toHaveURL(/\/search\?q=France&tab=images#gsc\.tab=1$/);
  const first = page.locator('.image-grid img').first();
  await expect(first).toHaveAttribute('alt', /France/);
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await tabs(page).getByRole('link', { name: 'Tous' }).click();
  await expect(page).toHaveURL(/\/search\?q=France#gsc\.tab=0$/);
  await expect(page.locator('.web-results > li').first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/tab=images#gsc\.tab=1$/);
  await expect(page.locator('.image-grid img').first()).toBeVisible();

  // The top bar's Images toggle flips the same way.
  await page.getByRole('banner').getByRole('link', { name: 'Images' }).click();
  await expect(page).toHaveURL(/\/search\?q=France#gsc\.tab=0$/);
});

test('a link carrying only the hash opens the images tab', async ({ page }) => {
  await page.goto('/search?q=France#gsc.tab=1');
  await expect(page).toHaveURL(/\/search\?q=France&tab=images#gsc\.tab=1$/);
  await expect(page.locator('.image-grid img').first()).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Images' })).toHaveAttribute('aria-current', 'page');
});

test('the images toggle of the box searches images', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rechercher des images' }).click();
  await box(page).fill('Canada');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Canada&tab=images#gsc\.tab=1$/);
  await expect(page.locator('.image-grid img').first()).toHaveAttribute('alt', /Canada/);
});

test('suggestions work with the keyboard: arrows, Enter and Escape', async ({ page }) => {
  await page.goto('/');
  await box(page).pressSequentially('mars', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options).toHaveText(['Marseille', 'Marseillan', 'Marsillargues', 'Marsannay-la-Côte']);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');

  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveValue('Marseillan');
  await box(page).press('ArrowUp');
  await expect(box(page)).toHaveValue('Marseille');

  await box(page).press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('mars');

  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Marseille#gsc\.tab=0$/);
  await expect(page.locator('.web-results h2').first()).toContainText('Marseille');
});

test('guest history: newest first, 15 at most, a repeat moves to the top, one or all removed', async ({
  page,
}) => {
  await page.goto('/');
  for (let i = 1; i <= HISTORY_MAX_ITEMS + 2; i++) await searchFor(page, `recherche ${i}`);

  await page.goto('/');
  await box(page).focus();
  const recent = page.getByRole('listbox', { name: 'Recherches récentes' }).getByRole('option');
  await expect(recent).toHaveCount(HISTORY_MAX_ITEMS);
  await expect(recent.first()).toHaveText('recherche 17');
  await expect(recent.last()).toHaveText('recherche 3');

  await recent.filter({ hasText: 'recherche 10' }).click();
  await expect(page).toHaveURL(/q=recherche\+10/);
  await box(page).fill('');
  await expect(recent.first()).toHaveText('recherche 10');
  await expect(recent).toHaveCount(HISTORY_MAX_ITEMS);

  // Typed text brings at most 2 matching history entries above the suggestions.
  await box(page).fill('recherche 1');
  const typed = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(typed.first()).toHaveText('recherche 10');
  await expect(typed.filter({ hasText: /^recherche/ })).toHaveCount(2);

  await box(page).fill('');
  await page.getByRole('button', { name: 'Supprimer « recherche 10 » de l’historique' }).click();
  await expect(recent.first()).toHaveText('recherche 17');
  await expect(recent).toHaveCount(HISTORY_MAX_ITEMS - 1);

  await page.getByRole('button', { name: 'Effacer tout l’historique' }).click();
  await expect(recent).toHaveCount(0);
  await page.reload();
  await box(page).focus();
  await expect(recent).toHaveCount(0);
});

test('guest history switched off records nothing and offers nothing', async ({ page }) => {
  await page.goto('/');
  await searchFor(page, 'avant');
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Historique de recherche' }).click();
  await page.keyboard.press('Escape');
  await searchFor(page, 'pendant');

  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Historique de recherche' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/');
  await box(page).focus();
  await expect(page.getByRole('listbox', { name: 'Recherches récentes' }).getByRole('option')).toHaveText([
    'avant',
  ]);
});

test('an install without history nor safe search shows neither switch, keeps no history and searches with safe search on', async ({
  page,
}) => {
  await fakeClientConfig(page, {
    features: { ...localDefaultClientConfig.features, searchHistory: false, safeSearch: false },
  });
  /** The settings menu holds the link to every setting, and neither switch of the features turned off. */
  const expectNoSwitch = async () => {
    await expect(async () => {
      await page.getByRole('button', { name: 'Paramètres' }).click();
      await expect(page.getByRole('menu', { name: 'Paramètres' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const menu = page.getByRole('menu', { name: 'Paramètres' });
    await expect(menu.getByRole('menuitem', { name: 'Tous les paramètres' })).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Historique de recherche' })).toHaveCount(0);
    await expect(menu.getByRole('group', { name: 'Recherche sécurisée' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  };
  await page.goto('/');
  await expectNoSwitch();
  const searched = page.waitForRequest((r) => r.url().includes('/api/search?'));
  await searchFor(page, 'Lyon');
  expect(new URL((await searched).url()).searchParams.get('safesearch')).toBe('active');
  await expectNoSwitch();
  await page.goto('/');
  await box(page).focus();
  await expect(page.getByRole('listbox', { name: 'Recherches récentes' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guestSearchHistory'))).toBeNull();
});

test('a results page shown again records nothing; a repeat in another spelling keeps one entry', async ({
  page,
}) => {
  await page.goto('/search?q=Paris');
  await expect(page.locator('.results-meta')).toBeVisible();
  await searchFor(page, 'Requete 6');
  await searchFor(page, 'requete 6');
  await page.reload();
  await page.goto('/');
  await box(page).focus();
  await expect(page.getByRole('listbox', { name: 'Recherches récentes' }).getByRole('option')).toHaveText([
    'requete 6',
  ]);
});

test('a second identical search from the same source within 300 ms is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __navigations: number };
    w.__navigations = 0;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        if (String(args[2]).startsWith('/search?q=Nice')) w.__navigations++;
        original(...args);
      };
    }
  });
  await page.clock.install();
  await page.goto('/');
  await box(page).fill('Nice');
  // From now on the page's time moves only as the test runs the clock.
  await stopClock(page);
  const navigations = () =>
    page.evaluate(() => (window as unknown as { __navigations: number }).__navigations);
  // A double click on "Recherche": two submissions in the same instant.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[role=search]')!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page).toHaveURL(/q=Nice/);
  await expect(box(page)).toHaveValue('Nice');
  expect(await navigations()).toBe(1);

  // The same search from the same source 300 ms later is still the same click…
  await page.clock.runFor(DUPLICATE_SEARCH_WINDOW_MS);
  await box(page).press('Enter');
  expect(await navigations()).toBe(1);
  // …a moment after the window, it runs again.
  await page.clock.runFor(1);
  await box(page).press('Enter');
  await expect.poll(navigations).toBe(2);
});

test('a query with no result says so, with tips', async ({ page }) => {
  await page.goto('/search?q=zzqxwvkjh');
  await expect(
    page.getByRole('status').filter({ hasText: 'Aucun résultat pour « zzqxwvkjh ».' }),
  ).toBeVisible();
  await expect(page.getByText('Vérifiez l’orthographe des mots.')).toBeVisible();
});

test('a failing search shows the French error and its retry brings the results', async ({ page }) => {
  let failures = 0;
  await page.route('**/api/search?**', async (route) => {
    if (failures < 3) {
      failures++;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Le service de recherche est momentanément indisponible. Réessayez dans un instant.',
          },
        }),
      });
    } else await route.fallback();
  });
  // The server draws the page with its results: here the browser asks for them itself, as after a new search.
  await drawInBrowser(page);
  await page.goto('/search?q=Lyon');
  const alert = page.getByRole('alert').filter({ hasText: 'momentanément indisponible' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('.web-results h2').first()).toHaveText('Lyon (69) – commune du Rhône');
});

test('the whole search works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await box(page).focus();
  await page.keyboard.type('Bordeaux');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=Bordeaux/);
  const firstResult = page.locator('.web-results > li a').first();
  await expect(firstResult).toBeVisible();
  // Tab from the box reaches the tabs, then the results.
  await box(page).focus();
  for (let i = 0; i < 12 && !(await firstResult.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(firstResult).toBeFocused();
});

/** An install with a Programmable Search engine: the page shows Google's element. */
const GOOGLE_ELEMENT = { searchEngineId: 'moteur-essai' };

test('element mode loads Google’s script with the engine id and lets it render the query', async ({
  page,
}) => {
  // The server under test runs the local provider; in element mode its policy also admits Google's element.
  await admitScriptOrigins(page, '/search', [
    'https://cse.google.com',
    'https://www.google.com',
    'https://www.gstatic.com',
  ]);
  await fakeClientConfig(page, GOOGLE_ELEMENT);
  // Google's element, as far as its explicit-render API goes: render a tag into a div, then execute.
  await page.route('https://cse.google.com/cse.js?cx=moteur-essai', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const elements = {};
        window.google = { search: { cse: { element: {
          render(c) { elements[c.gname] = { execute(q) {
            c.div.innerHTML = '<div class="gsc-result">' + c.tag + ' : ' + q + ' (safeSearch ' + c.attributes.safeSearch + ', images ' + c.attributes.defaultToImageSearch + ', ' + c.attributes.webSearchResultSetSize + ' par page, liens ' + c.attributes.linkTarget + ')</div>';
          } }; },
          getElement(name) { return elements[name]; },
        } } } };
        window.__gcse.callback();
      })();`,
    }),
  );
  await page.goto('/search?q=Lyon&tab=images');
  await expect(page.locator('.search-element .gsc-result')).toHaveText(
    'searchresults-only : Lyon (safeSearch active, images true, 10 par page, liens _self)',
  );
  // The settings reach the element as far as it takes them: 50 a page asked, its most (20) given; new tabs.
  await page.context().addCookies([{ name: 'prefs', value: 'n=50&newtab=1', url: page.url() }]);
  await page.goto('/search?q=Lyon');
  await expect(page.locator('.search-element .gsc-result')).toHaveText(
    'searchresults-only : Lyon (safeSearch active, images false, 20 par page, liens _blank)',
  );
});

test('element mode falls back to our own results when Google’s script cannot load', async ({ page }) => {
  await fakeClientConfig(page, GOOGLE_ELEMENT);
  await page.route('https://cse.google.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/search?q=Lyon');
  await expect(page.getByText('Le moteur de recherche Google ne répond pas')).toBeVisible();
  await expect(page.locator('.web-results h2').first()).toHaveText('Lyon (69) – commune du Rhône');
});
