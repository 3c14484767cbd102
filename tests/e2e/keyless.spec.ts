// The keyless sources on the page: Wikipedia's results with their credit, Commons images and a Wikipedia card,
// through a product server of this file's own whose Wikimedia addresses point at recorded answers on 127.0.0.1
// (the shared e2e server keeps them on a closed port, so the other specs see the local index alone).
import { expect, test } from './support/test';
import { freePort, spawnServer, type ServerProcess } from '../fixtures/serverProcess';
import { shoot } from './screenshots';
import { startWikimediaServer, type WikimediaServer } from '../fixtures/providers/wikimedia/server';

// One product server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

let wikimedia: WikimediaServer;
let product: ServerProcess;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wikimedia = await startWikimediaServer({ uploads: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  product = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    NODE_ENV: 'test',
    WIKIPEDIA_API_URL: wikimedia.apiUrl,
    COMMONS_API_URL: wikimedia.apiUrl,
    WIKIMEDIA_CONTACT: 'e2e@recherche.example',
    ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}),
  });
  await Promise.race([
    product.listening,
    product.exited.then((run) => Promise.reject(new Error(`server exited: ${run.stderr}`))),
  ]);
});

test.afterAll(async () => {
  product?.child.kill();
  await product?.exited;
  await wikimedia?.close();
});

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine: any address but this one's servers is refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

test('shows Wikipedia’s results with their source and licence, and its card', async ({ page }) => {
  await page.goto(`${base}/search?q=tour+eiffel`);
  const wikipedia = page.locator('.web-results > li', {
    has: page.locator('a[href="https://fr.wikipedia.org/wiki/Tour_Eiffel"]'),
  });
  await expect(wikipedia.locator('h2')).toHaveText('Tour Eiffel');
  await expect(wikipedia.locator('p')).toContainText('tour de fer puddlé de 330 m');
  await expect(wikipedia.locator('.result-credit')).toHaveText('Wikipédia · CC BY-SA 4.0');
  await expect(wikipedia.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/deed.fr',
  );
  // Served from the recorded answers' stand-in, never from upload.wikimedia.org.
  await expect(wikipedia.locator('img.web-result-thumbnail')).toHaveAttribute(
    'src',
    new RegExp(`^${wikimedia.baseUrl}/upload/wikipedia/commons/thumb/8/85/`),
  );

  const card = page.locator('.knowledge-card:not(.knowledge-skeleton)');
  await expect(card).toContainText('Tour Eiffel');
  await expect(card).toContainText('tour en fer puddlé de Paris');
  await expect(card).toContainText('Wikipédia');
  await shoot(page, 'search-keyless');
  // Wikimedia heard who we are.
  expect(wikimedia.calls('search')[0]!.headers['user-agent']).toMatch(
    /^PortailRecherche\/[\w.-]+ \(e2e@recherche\.example\)$/,
  );
});

test('shows Wikimedia Commons files on the images tab, each with its licence', async ({ page }) => {
  await page.goto(`${base}/search?q=tour+eiffel&tab=images`);
  const file = page.locator('.image-grid > li', {
    has: page.locator(
      'a[href="https://commons.wikimedia.org/wiki/File:Tour_Eiffel_Wikimedia_Commons_(cropped).jpg"]',
    ),
  });
  await expect(file.locator('.image-source')).toHaveText('Wikimedia Commons');
  await expect(file.locator('.result-credit')).toHaveText('Wikimedia Commons · CC BY-SA 3.0');
  await expect(file.locator('img')).toHaveAttribute('src', new RegExp(`^${wikimedia.baseUrl}/upload/`));
});

test('keeps the local page named as the query first', async ({ page }) => {
  await page.goto(`${base}/search?q=Lyon`);
  const results = page.locator('.web-results > li');
  await expect(results.first().locator('h2')).toHaveText('Lyon (69) – commune du Rhône');
  await expect(results.nth(1).locator('.result-credit')).toHaveText('Wikipédia · CC BY-SA 4.0');
});
