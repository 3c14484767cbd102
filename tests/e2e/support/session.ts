// Signing in through the built-in OpenID provider's form, as a member or as the e2e server's admin.
import { expect, type Page } from '@playwright/test';

/** ADMIN_EMAILS of the e2e server (playwright.config.ts). */
export const ADMIN_EMAIL = 'admin.e2e@example.fr';

export async function signIn(page: Page, email: string, name: string, from = '/') {
  await page.goto(from);
  const link = page.getByRole('link', { name: /Connexion|Se connecter/ }).first();
  await link.click();
  await page.getByLabel('Nom affiché').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The admin, signed in, on /admin/partners. */
export async function openAdminPartners(page: Page) {
  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Partenaires', level: 1 })).toBeVisible();
}
