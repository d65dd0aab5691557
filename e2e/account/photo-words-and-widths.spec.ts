import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

const sortLabel = { 'albelli-uk': 'Sort by', 'photobox-fr': 'Trier par' } as const;

/**
 * The sort control is whole on the screen: its box inside the viewport, nothing laid over it (the element at its
 * centre is the control), and the page does not scroll sideways.
 */
async function expectSortFits(page: Page, name: string) {
  const sort = page.getByRole('combobox', { name });
  await expect(sort).toBeVisible();
  await sort.scrollIntoViewIfNeeded();
  const box = await sort.boundingBox();
  if (!box) throw new Error('the sort control has no box');
  const viewport = page.viewportSize();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  const atCentre = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('select')?.getAttribute('id') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(atCentre).toBe(await sort.getAttribute('id'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport?.width ?? 0,
  );
}

for (const brand of ['albelli-uk', 'photobox-fr'] as const) {
  test.describe(`on a phone, ${brand}`, () => {
    test.use({ brand, viewport: { width: 375, height: 800 } });

    test('the sort control of the photos fits the screen', async ({ page, goto }) => {
      await goto('photos');
      await expectSortFits(page, sortLabel[brand]);
    });

    test('the sort control of an album fits the screen', async ({ page, goto }) => {
      await goto('album', { id: 'u-customer-album-4' });
      await expectSortFits(page, sortLabel[brand]);
    });

    test('the sort control of a shared album fits the screen', async ({ page, goto }) => {
      await goto('album', { id: 'u-customer-album-2' });
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\/u-customer-album-2$/, { timeout: 15_000 });
      await expectSortFits(page, sortLabel[brand]);
    });
  });
}
