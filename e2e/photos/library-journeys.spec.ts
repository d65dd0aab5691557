import type { Page } from '@playwright/test';
import { selectFirstPhotos } from '../albums/select-photos';
import { expect, test } from '../fixtures';
import { photoTiles } from './photo-pages';

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo preview' });

test.describe('the library as customers use it (customer@)', () => {
  test.use({ account: 'customer@example.com' });

  test('ArrowRight then Escape at once closes the viewer, every time', async ({ page, goto }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    for (let round = 0; round < 10; round += 1) {
      await photoTiles(page).nth(round).click();
      await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
      await expect(viewer(page)).toBeVisible();
      // No wait between the two keys: the Escape must not be lost behind the move.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/my-photos\/photos$/);
      await expect(viewer(page)).toHaveCount(0);
    }
  });

  test('thirty ArrowRight presses move thirty photos, across the first page and month', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    const first = (await photoTiles(page).first().getAttribute('aria-label')) ?? '';
    await photoTiles(page).first().click();
    await expect(page.getByRole('img', { name: first })).toBeVisible();
    const seen = new Set<string>([page.url()]);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.add(frame.url());
    });
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => seen.size, { timeout: 15_000 }).toBe(31);
  });

  test('Copy to album offers only own albums that are not shared', async ({ page, goto }) => {
    await goto('photos');
    await selectFirstPhotos(page, 2);
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Copy to album' })
      .click();
    const list = page
      .getByRole('dialog', { name: 'Copy to album' })
      .getByRole('list', { name: 'Or choose one of your albums' });
    await expect(list.getByRole('button', { name: /^Family favourites/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Ardennes/ })).toHaveCount(0);
    await expect(list.getByRole('button', { name: /Neighbourhood barbecue/ })).toHaveCount(0);
  });
});
