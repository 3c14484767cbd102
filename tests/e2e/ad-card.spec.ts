// The phone ad card: within the spec's slot (220 px high, its container's width under 400 px), « Annonce » never
// runs over the headline and the button is never cut, for our house ad and for the longest headline and
// description a network's responsive ad may carry (90 characters each).
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { AD_SLOT } from '../../common/constants';
import { expect, test } from './support/test';

const SHOTS = 'tests/e2e/screenshots/ads';
/** The two phones the issue names, and a desktop whose card must stay as whole. */
const WIDTHS = [360, 390, 1366];
const LONGEST = {
  headline: 'Gagnez de l’argent chaque mois avec le trafic de votre site, de votre blog ou vos réseaux.',
  text: 'Partagez votre lien, suivez vos visites et vos revenus jour par jour, recevez votre part !',
};

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  return box!;
};
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The card's boxes: the label clear of the headline, headline, text and button inside the card, one above the
 * other. */
async function expectCardWhole(page: Page, what: string) {
  const card = page.getByRole('complementary', { name: 'Annonce' });
  const [slot, label, title, text, button] = await Promise.all(
    ['', '.ad-label', '.house-ad-title', '.house-ad-text', '.house-ad-cta'].map((css) =>
      boxOf(css ? card.locator(css) : card),
    ),
  );
  expect(slot!.height, what).toBe(AD_SLOT.height);
  expect(intersects(label!, title!), `${what}: « Annonce » runs over the headline`).toBe(false);
  expect(inside(button!, slot!), `${what}: the button is cut`).toBe(true);
  expect(inside(title!, slot!), `${what}: the headline is cut`).toBe(true);
  expect(text!.y + text!.height, `${what}: the text runs under the button`).toBeLessThanOrEqual(button!.y);
}

for (const width of WIDTHS)
  for (const path of ['/', '/search?q=Lyon'])
    test(`the ad card at ${width} px on ${path}: label clear of the headline, button whole`, async ({
      page,
    }) => {
      expect([...LONGEST.headline]).toHaveLength(90);
      expect([...LONGEST.text]).toHaveLength(90);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const card = page.getByRole('complementary', { name: 'Annonce' });
      await expect(card.locator('.house-ad-cta')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      const name = `${path === '/' ? 'home' : 'search'}-${width}`;
      mkdirSync(SHOTS, { recursive: true });
      await expectCardWhole(page, `${name}, our house ad`);
      await card.screenshot({ path: `${SHOTS}/${name}.png` });

      await card.evaluate((element, longest) => {
        element.querySelector('.house-ad-title')!.textContent = longest.headline;
        element.querySelector('.house-ad-text')!.textContent = longest.text;
      }, LONGEST);
      await expectCardWhole(page, `${name}, the longest headline`);
      await card.screenshot({ path: `${SHOTS}/${name}-longest.png` });
    });
