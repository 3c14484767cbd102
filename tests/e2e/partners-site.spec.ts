import { expect, test } from './support/test';
import { shoot } from './screenshots';

test('the landing shows the claims, the 13-month illustration with its figures, and a sign-in call to action', async ({
  page,
}) => {
  await page.goto('/partners');
  await expect(page).toHaveTitle('Programme partenaires – Recherche');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /installation en 5 minutes/,
  );
  for (const claim of [
    '5 minutes',
    'Paiements mensuels',
    '30 jours',
    '200 professionnels',
    '10 € de bonus',
    // The bonus's threshold has its own name, apart from the payout threshold.
    /palier du bonus de 80\s€/,
    '150 à 400 €',
  ])
    await expect(page.getByText(claim).first()).toBeVisible();
  await expect(page.getByTestId('earnings-bar')).toHaveCount(13);
  await expect(page.getByTestId('earnings-total')).toHaveText(/2\s639,22\s€/);
  await expect(page.getByTestId('earnings-average')).toHaveText(/203,02\s€/);
  await expect(page.getByTestId('earnings-best')).toHaveText(/617,72\s€ \(Mois 13\)/);
  await expect(page.getByRole('link', { name: 'Devenir partenaire' })).toHaveAttribute(
    'href',
    '/auth/google?redirect=%2Fpartners%2Fsignup',
  );
  await shoot(page, 'partners-landing');
});

test('how it works shows the three steps', async ({ page }) => {
  await page.goto('/partners/how-it-works');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    '1. Inscrivez-vous',
    '2. Partagez votre lien',
    '3. Suivez et encaissez',
  ]);
});

test('a guest follows the call to action, signs in, applies and sees the pending view', async ({ page }) => {
  await page.goto('/partners');
  await page.getByRole('link', { name: 'Devenir partenaire' }).first().click();
  await page.getByLabel('Nom affiché').fill('Camille Cta');
  await page.getByLabel('Adresse e-mail').fill('cta.e2e@example.fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/partners\/signup$/);
  await page.getByRole('button', { name: 'Devenir partenaire' }).click();
  await expect(page.getByTestId('partner-code')).toHaveText(/^CAMILL[A-Z2-9]{4}$/);
  await expect(page.getByText('en attente', { exact: true })).toBeVisible();
  // Signed in, the call to action goes straight to signup.
  await page.goto('/partners');
  await expect(page.getByRole('link', { name: 'Devenir partenaire' }).first()).toHaveAttribute(
    'href',
    '/partners/signup',
  );
});
