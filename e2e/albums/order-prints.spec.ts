import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { photoTiles } from '../photos/photo-pages';
import { clickFirstPhotos, selectFirstPhotos } from './select-photos';

const printBar = (page: Page) => page.getByRole('region', { name: 'Order photo prints' });
const overlay = (page: Page, amount: number) =>
  page.getByRole('dialog', { name: `Adding ${amount} photos to editor...` });

/** The file names the emulated prints editor shows, one image per photo of the selection it was handed. */
async function editorFileNames(page: Page, amount: number): Promise<string[]> {
  const images = page.getByRole('list', { name: `${amount} photos received` }).getByRole('img');
  await expect(images).toHaveCount(amount);
  return (await images.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('alt') ?? ''))).sort();
}

test.describe('order prints from the photos page', () => {
  test.use({ account: 'customer@example.com' });

  test('the editor receives exactly the chosen photos, after the overlay of at least 3 s', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Order photo prints' }).click();
    await expect(printBar(page).getByRole('button', { name: 'Selecting your photos...' })).toBeDisabled();
    // Print selection replaces the selection toolbar.
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();

    const names = await clickFirstPhotos(page, 3);
    const started = Date.now();
    await printBar(page).getByRole('button', { name: 'Next: Customise 3 photo prints' }).click();
    await expect(overlay(page, 3)).toBeVisible();
    await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);

    const url = new URL(page.url());
    expect(url.searchParams.get('autoselectproduct')).toBe('PAP_910');
    expect(url.searchParams.get('channel')).toBe('www.albelli.co.uk');
    expect(url.searchParams.get('tempSelectionId')).toBeTruthy();
    expect(await editorFileNames(page, 3)).toEqual([...names].sort());
  });

  test("the toolbar's Order prints takes the selection on; Cancel goes back to it", async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const names = await selectFirstPhotos(page, 2);
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Order prints' })
      .click();
    const next = printBar(page).getByRole('button', { name: 'Next: Customise 2 photo prints' });
    await expect(next).toBeEnabled();

    await printBar(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(printBar(page)).toBeHidden();
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toContainText('2 selected');

    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Order prints' })
      .click();
    await next.click();
    await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
    expect(await editorFileNames(page, 2)).toEqual([...names].sort());
  });

  test('a failed transfer closes the overlay with the toast and keeps the selection', async ({
    page,
    goto,
    emulator,
  }) => {
    await emulator.fail({ call: 'photoManagement.createTempSelection', status: 500, times: 0 });
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Order photo prints' }).click();
    await clickFirstPhotos(page, 2);
    await printBar(page).getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Error transferring photos. Try again.' }),
    ).toBeVisible();
    await expect(overlay(page, 2)).toBeHidden();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    await expect(
      printBar(page).getByRole('button', { name: 'Next: Customise 2 photo prints' }),
    ).toBeEnabled();
  });
});
