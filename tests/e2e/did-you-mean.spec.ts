// « Essayez avec : tour eiffel »: a typo is never read silently as another word; the page says which spelling its
// results are of, drawn by the server, and one click searches it.
import { expect, test } from './support/test';
import { shoot } from './screenshots';

test('"tour eifel" gives the Eiffel Tower, says « Essayez avec : tour eiffel », and the link searches it', async ({
  page,
}) => {
  await page.goto('/search?q=tour+eifel');
  const line = page.locator('.results-did-you-mean');
  await expect(line).toContainText('Essayez avec : tour eiffel');
  await expect(page.locator('.web-results > li').first()).toContainText('Tour Eiffel');
  await shoot(page, 'did-you-mean');
  await line.getByRole('link', { name: 'tour eiffel' }).click();
  await expect(page).toHaveURL(/[?&]q=tour\+eiffel(&|#|$)/);
  await expect(page.locator('.web-results > li').first()).toContainText('Tour Eiffel');
  await expect(page.locator('.results-did-you-mean')).toHaveCount(0);
});

test('the line is drawn by the server: it is there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=facebok');
  await expect(page.locator('.results-did-you-mean')).toContainText('Essayez avec : facebook');
  await context.close();
});
