import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { photoTiles } from '../photos/photo-pages';
import { readZip } from './zip';

test.describe('the downloads page', () => {
  test.describe('with archives', () => {
    // bypassCSP: the axe scan injects its script inline.
    test.use({ account: 'customer@example.com', bypassCSP: true });

    test('lists an archive made from the photos page and downloads it again on demand', async ({
      page,
      goto,
      emulator,
    }) => {
      await goto('photos');
      await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await photoTiles(page).nth(0).click();
      await photoTiles(page).nth(1).click();
      await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
      const first = page.waitForEvent('download', { timeout: 60_000 });
      await page
        .getByRole('dialog', { name: 'Download 2 photos' })
        .getByRole('button', { name: 'Download' })
        .click();
      const zipName = (await first).suggestedFilename();
      await emulator.settle();

      await goto('downloads');
      await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: '2 photos' });
      await expect(row).toContainText('Ready');
      await expect(row).toContainText(/\d+\.\d\d MB/);

      const again = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Download / }).click();
      const download = await again;
      expect(download.suggestedFilename()).toBe(zipName);
      expect((await readZip(await download.path())).size).toBe(2);

      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a list that cannot be loaded says so and loads on retry', async ({ page, goto, emulator }) => {
      await emulator.fail({ call: 'photoManagement.listDownloads', status: 500 });
      await goto('downloads');
      await expect(page.getByRole('alert')).toContainText('Error: Your downloads could not be loaded');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('You have no downloads yet')).toBeVisible();
    });
  });

  test.describe('without archives', () => {
    test.use({ account: 'empty@example.com' });

    test('shows the empty state with the way to the photos', async ({ page, goto }) => {
      await goto('downloads');
      await expect(page.getByText('You have no downloads yet')).toBeVisible();
      await page.getByRole('button', { name: 'Go to My photos' }).click();
      await expect(page).toHaveURL(/\/my-photos\/photos$/);
    });
  });
});
