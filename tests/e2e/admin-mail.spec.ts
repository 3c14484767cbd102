// « Courriels »: a partner's application writes them a message; without SMTP the admin reads it in the admin
// area, text and HTML, with its .eml file. The partner turns a message off in their profile.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_EMAIL, signIn } from './support/session';
import { partnerApplication } from '../fixtures/partnerApplication';

async function apply(page: Page) {
  const token = (await (await page.request.get('/csrf-token')).json()).data.csrfToken as string;
  const res = await page.request.post('/api/partner/apply', {
    headers: { 'x-csrf-token': token },
    data: partnerApplication(),
  });
  expect(res.status()).toBe(201);
}

test('the admin reads the « application received » message of a new partner in « Courriels »', async ({
  page,
  browser,
}) => {
  const email = `courriel-${test.info().repeatEachIndex}-${Date.now()}@example.fr`;
  const partner = await browser.newPage();
  await signIn(partner, email, 'Camille Courriel');
  await apply(partner);
  await partner.close();

  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { name: 'Courriels', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Candidature reçue' });
  // The sender runs in the background every few seconds: the list is read again until the message is sent.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Envoyé')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  await expect(async () => {
    await row.getByRole('button', { name: /^Voir le courriel/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', {
      name: 'Nous avons bien reçu votre candidature au programme partenaires de Recherche',
    }),
  ).toBeVisible();
  await expect(dialog.getByTestId('mail-text')).toContainText('/partner');
  await expect(dialog.getByRole('link', { name: 'Télécharger le fichier .eml' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a partner turns the monthly statement off in their profile; the essential messages stay on', async ({
  page,
}) => {
  const email = `choix-${test.info().repeatEachIndex}-${Date.now()}@example.fr`;
  await signIn(page, email, 'Claude Choix');
  await apply(page);
  await page.goto('/partner/profile');
  const section = page.getByRole('region', { name: 'Messages reçus par e-mail' });
  const statement = section.getByRole('switch', { name: 'Relevé mensuel' });
  await expect(statement).toBeChecked();
  await expect(section.getByRole('switch', { name: /IBAN modifié/ })).toBeDisabled();
  await expect(async () => {
    await statement.click();
    await expect(section.getByText('Vos choix sont enregistrés')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Messages reçus par e-mail' })
      .getByRole('switch', { name: 'Relevé mensuel' }),
  ).not.toBeChecked();
});
