import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Requests an export from the photos page and returns its id (as the downloads page links to it). */
async function requestExport(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Export all photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export all photos' });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/photo-management/backups'));
  await dialog.getByRole('button', { name: 'Request export' }).click();
  const { backupId } = (await (await answer).json()) as { backupId: string };
  await expect(dialog.getByRole('status')).toContainText('This can take up to 48 hours');
  await expect(dialog.getByRole('status')).toContainText('valid for 7 days');
  await dialog.getByRole('button', { name: 'Close' }).click();
  return backupId;
}

test.describe('exporting the whole library', () => {
  // bypassCSP: the axe scans inject their script inline.
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('REQUESTED goes back to the photos; READY lists the chunks, each a working link', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('photos');
    const backupId = await requestExport(page);

    // Not ready yet: the export page sends the user back to the photos.
    await goto('photoExports', { backupId });
    await expect(page).toHaveURL(/\/my-photos\/photos$/);

    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    await goto('downloads');
    await expect(page.getByText('Your export is ready.')).toBeVisible();
    await page.getByRole('link', { name: 'View your export' }).click();

    await expect(page.getByRole('heading', { name: 'Your photos are ready to download' })).toBeVisible();
    const chunks = page.getByRole('list', { name: 'Zip files of your export' }).getByRole('listitem');
    expect(await chunks.count()).toBeGreaterThanOrEqual(2);
    await expect(chunks.first()).toContainText(/\d+\.\d\d (MB|GB)/);

    const started = page.waitForEvent('download');
    await chunks
      .first()
      .getByRole('button', { name: /^Download part 1 of/ })
      .click();
    const download = await started;
    expect(download.suggestedFilename()).toBe(`${backupId}-0.zip`);
    // The chunk is hundreds of MB: that it starts streaming is the point here (its bytes are the emulator's tests').
    await download.cancel();

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('seven days after it was ready the link has expired', async ({ page, goto, emulator }) => {
    await goto('photos');
    const backupId = await requestExport(page);
    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    await emulator.advanceClock(8 * DAY);
    await goto('photoExports', { backupId });
    await expect(page.getByRole('heading', { name: 'Your download link has expired' })).toBeVisible();
    await expect(page.getByText('Download links expire after 7 days')).toBeVisible();
    await page.getByRole('link', { name: 'Create a new export' }).click();
    await expect(page.getByRole('button', { name: 'Export again' })).toBeVisible();
  });

  test('an export that failed shows the export error with the way back to the library', async ({
    page,
    goto,
    emulator,
  }) => {
    await emulator.fail({ call: 'jobs.export', status: 500 });
    await goto('photos');
    const backupId = await requestExport(page);
    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    await goto('photoExports', { backupId });
    const banner = page.getByRole('alert');
    await expect(banner.getByRole('heading', { name: 'Export error' })).toBeVisible();
    await expect(banner).toContainText("We've run into a problem exporting your photos...");
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'Go to your photo library' }).click();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
  });

  test('a refused request keeps the modal open with the error', async ({ page, goto, emulator }) => {
    await emulator.fail({ call: 'photoManagement.createExport', status: 500 });
    await goto('photos');
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Export all photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export all photos' });
    await dialog.getByRole('button', { name: 'Request export' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Error: Your export could not be requested');
  });
});
