import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

async function expectSortFits(page: Page) {
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toBeVisible();
  const box = await sort.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sort control of the photos fits the screen', async ({ page, goto }) => {
    await goto('photos');
    await expectSortFits(page);
  });

  test('the sort control of an album fits the screen', async ({ page, goto }) => {
    await goto('album', { id: 'u-customer-album-4' });
    await expectSortFits(page);
  });
});
