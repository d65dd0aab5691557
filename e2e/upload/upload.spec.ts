import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { deviceFiles, filesTransfer, jpegFile, type TestFile } from './upload-files';

// bypassCSP: the axe scan injects its script inline (the drag-and-drop journey keeps the CSP and its previews)
test.use({ account: 'empty@example.com', bypassCSP: true });

const importModal = (page: Page) => page.getByRole('dialog', { name: 'Add photos' });
const photosTabCount = (page: Page) =>
  page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ });

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  await expect(importModal(page)).toBeVisible();
}

async function choose(page: Page, files: TestFile[]) {
  await importModal(page).locator('input[type=file]').setInputFiles(files);
}

test('upload from the device: a JPEG, a PNG and a HEIC added, a GIF refused, a duplicate told, counts and months', async ({
  page,
  goto,
}) => {
  test.setTimeout(60_000);
  const files = await deviceFiles();
  await goto('photos');
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await openImport(page);
  const modal = importModal(page);
  await expect(modal.getByRole('tab', { name: 'My Device' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('tab', { name: 'Transfer from Phone' })).toBeVisible();
  await expect(modal.getByText('Or drag and drop your photos here.')).toBeVisible();
  const upload = modal.getByRole('button', { name: /^Upload (\d+ )?photos?$/ });
  await expect(upload).toBeDisabled();

  await choose(page, [files.jpeg, files.png, files.heic, files.gif]);
  await expect(modal.getByRole('alert')).toContainText(
    'funny.gif cannot be uploaded: only HEIC, JPEG and PNG photos are accepted.',
  );
  const list = modal.getByRole('list', { name: 'Chosen photos' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('scan.png')).toBeVisible();
  // a removed file is not uploaded
  await choose(page, [await jpegFile('extra.jpg', 40)]);
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await modal.getByRole('button', { name: 'Remove extra.jpg' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(modal.getByRole('heading', { name: 'Upload finished' })).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('3 photos added')).toBeVisible();
  await expect(modal.locator('.upload-summary')).toHaveClass(/banner--success/);
  await expect(list.getByText('Added')).toHaveCount(3);

  // the same JPEG again is a duplicate
  await modal.getByRole('button', { name: 'Upload more photos' }).click();
  await choose(page, [files.jpeg]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByText('1 photo was already in your library')).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByText('0 photos added')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(importModal(page)).toBeHidden();

  await expect(photosTabCount(page)).toHaveText(/3$/);
  const grid = page.getByRole('grid', { name: 'Your photos by month' });
  await expect(grid.getByRole('heading', { name: 'July 2021' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'April 2019' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Unknown Date' })).toBeVisible();
  // real thumbnails: each tile's image has loaded with its own width
  const tile = grid.getByRole('button', { name: 'IMG_4032.HEIC' });
  await expect(tile).toBeVisible();
  const width = await tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(width).toBeGreaterThan(0);
});

test('a corrupt JPEG and a renamed text file fail with their reason, and Retry sends them again', async ({
  page,
  goto,
}) => {
  const good = await jpegFile('good.jpg', 11);
  // cut inside its headers: nothing of the picture can be read (a JPEG cut in its image data is kept)
  const cut: TestFile = { ...good, name: 'cut.jpg', buffer: good.buffer.subarray(0, 200) };
  const text: TestFile = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text') };
  await goto('photos');
  await openImport(page);
  await choose(page, [cut, text]);
  const modal = importModal(page);
  await modal.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(modal.getByText('2 photos could not be uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByText('Failed: the photo is damaged or incomplete')).toBeVisible();
  await expect(modal.getByText('Failed: this file is not a HEIC, JPEG or PNG photo')).toBeVisible();
  // the summary names each of them with its reason
  const summary = modal.getByRole('region', { name: 'Upload finished' });
  await expect(summary.getByRole('listitem').filter({ hasText: /^cut\.jpg: / })).toHaveText(
    'cut.jpg: the photo is damaged or incomplete',
  );
  await expect(summary.getByRole('listitem').filter({ hasText: /^notes\.jpg: / })).toHaveText(
    'notes.jpg: this file is not a HEIC, JPEG or PNG photo',
  );
  // nothing got in: the summary is in the error colours, not the success ones
  await expect(modal.locator('.upload-summary')).toHaveClass(/banner--error/);
  await modal.getByRole('button', { name: 'Retry failed uploads' }).click();
  await expect(modal.getByText('2 photos could not be uploaded')).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
});

test.describe('with the Content-Security-Policy', () => {
  test.use({ bypassCSP: false });

  test('drag and drop files onto the import modal, with their previews', async ({ page, goto }) => {
    const files = [
      await jpegFile('dropped-1.jpg', 21, '2020:02:03 10:00:00'),
      await jpegFile('dropped-2.jpg', 22),
    ];
    await goto('photos');
    await openImport(page);
    const dropZone = importModal(page).locator('.upload-drop');
    const transfer = await filesTransfer(page, files);
    await dropZone.dispatchEvent('dragover', { dataTransfer: transfer });
    await dropZone.dispatchEvent('drop', { dataTransfer: transfer });
    const modal = importModal(page);
    await expect(modal.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
    // the previews are object URLs of the chosen files (img-src allows blob:)
    const preview = modal.getByRole('list', { name: 'Chosen photos' }).locator('img').first();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await modal.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expect(modal.getByText('2 photos added')).toBeVisible({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('grid').getByRole('heading', { name: 'February 2020' })).toBeVisible();
  });
});

test.describe('into an album', () => {
  test.use({ account: 'customer@example.com' });

  test("an album's 'Add photos' uploads new photos straight into it", async ({ page, goto }) => {
    await goto('album', { id: 'u-customer-album-6' });
    await expect(page.getByText('Your album is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Add photos' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add photos to the album' });
    await modal.getByRole('tab', { name: 'Upload from device' }).click();
    await modal.locator('input[type=file]').setInputFiles([await jpegFile('for-the-album.jpg', 31)]);
    await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect(modal.getByText('1 photo added')).toBeVisible({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'for-the-album.jpg' })).toBeVisible({ timeout: 10_000 });
  });
});
