// The error catalogue's authentication and history messages, each in its place: « Token invalide » on
// the 401 page when the provider refuses what the callback brought, and the three history messages in the search
// box when a member's history cannot be loaded.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HISTORY_MESSAGES } from '../../common/messages';
import { signIn } from './support/session';
import { uniqueDigits } from './support/money';

test('a callback whose code the provider refuses lands on the 401 page saying « Token invalide »', async ({
  page,
  baseURL,
}) => {
  // A real sign-in started (its state and PKCE verifier kept in the browser), answered with a forged code.
  const start = await page.request.get('/auth/google', { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const state = new URL(start.headers().location!).searchParams.get('state')!;
  const callback = new URL('/auth/google/callback', baseURL);
  callback.search = new URLSearchParams({ code: 'forged', state, iss: `${baseURL}/oidc` }).toString();
  await page.goto(callback.pathname + callback.search);
  await expect(page).toHaveURL(/\/error\/401\?reason=invalid-token$/);
  await expect(page.getByText('Token invalide', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Connexion|Se connecter/ }).first()).toBeVisible();
});

/** A member whose history call answers `status` with `body`; the box, focused, shows the history panel. */
async function historyAnswering(page: Page, status: number, body: unknown) {
  await page.route('**/api/search/history?**', (route) => route.fulfill({ status, json: body }));
  await signIn(page, `catalogue.${uniqueDigits()}@example.fr`, 'Carla Catalogue');
  await expect(page.getByRole('button', { name: 'Compte de Carla Catalogue' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Votre recherche' }).focus();
}

test('history refused for the session (401): « Impossible de charger votre historique… Problème de session détecté. »', async ({
  page,
}) => {
  await historyAnswering(page, 401, { error: { message: 'Connexion requise', code: 'not_signed_in' } });
  await expect(page.getByRole('alert')).toHaveText(HISTORY_MESSAGES.cannotLoadSession);
});

test('history asked with another session’s id (403): the same session problem', async ({ page }) => {
  await historyAnswering(page, 403, { error: { message: 'Session expirée', code: 'session_mismatch' } });
  await expect(page.getByRole('alert')).toHaveText(HISTORY_MESSAGES.cannotLoadSession);
});

test('history failing on the server: « Erreur lors du chargement de l’historique de recherche. »', async ({
  page,
}) => {
  await historyAnswering(page, 500, { error: { message: 'Erreur interne du serveur' } });
  // The client tries three times (1 s, then 2 s between) before it says so.
  await expect(page.getByRole('alert')).toHaveText(HISTORY_MESSAGES.loadFailed, { timeout: 15_000 });
});
