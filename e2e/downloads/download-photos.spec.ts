import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { originalBytes, photoTiles, recordPhotos } from '../photos/photo-pages';
import { readZip } from './zip';

async function namesOf(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1)
    names.push((await photoTiles(page).nth(i).getAttribute('aria-label')) ?? '');
  return names;
}

async function selectFirst(page: Page, count: number): Promise<string[]> {
  await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
  const names = await namesOf(page, count);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (const name of names) await page.getByRole('button', { name }).click();
  await expect(page.getByText(`${count} selected`)).toBeVisible();
  return names;
}

test.describe('downloading photos', () => {
  test.use({ account: 'customer@example.com' });

  test('one photo from the preview is saved under its own name, byte for byte the original', async ({
    page,
    goto,
  }) => {
    const photos = recordPhotos(page);
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    const [name = ''] = await namesOf(page, 1);
    await page.getByRole('button', { name }).click();
    await page.getByRole('button', { name: 'Download' }).click();

    const dialog = page.getByRole('dialog', { name: 'Download photo' });
    await expect(dialog).toContainText(name);
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await saved;
    await expect(dialog.getByText('Your photo has been downloaded.')).toBeVisible();
    expect(download.suggestedFilename()).toBe(name);

    const photo = photos.get(name);
    if (!photo) throw new Error(`no timeline data for ${name}`);
    const file = await readFile(await download.path());
    expect(file.equals(await originalBytes(photo))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('one photo that cannot be fetched shows the error and can be tried again', async ({ page, goto }) => {
    await goto('photos');
    const [name = ''] = await selectFirst(page, 1);
    await page.route('**/images/**/original*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download photo' });
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photo could not be downloaded');

    await page.unroute('**/images/**/original*');
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    expect((await saved).suggestedFilename()).toBe(name);
    // Selection mode ends after a successful download.
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();
  });

  test('several photos arrive as one zip holding exactly their originals', async ({ page, goto }) => {
    const photos = recordPhotos(page);
    await goto('photos');
    const names = await selectFirst(page, 3);
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download 3 photos' });
    const saved = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Preparing download...' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();

    const download = await saved;
    await expect(page.getByRole('status').filter({ hasText: 'Downloading photos' })).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^[\w-]+\.zip$/);
    const entries = await readZip(await download.path());
    expect(entries.size).toBe(3);
    const expected = await Promise.all(
      names.map(async (name) => {
        const photo = photos.get(name);
        if (!photo) throw new Error(`no timeline data for ${name}`);
        return originalBytes(photo);
      }),
    );
    const inZip = [...entries.values()];
    for (const bytes of expected) expect(inZip.some((entry) => entry.equals(bytes))).toBe(true);
    for (const name of names) {
      const stem = name.replace(/\.[^.]+$/, '');
      expect([...entries.keys()].some((entry) => entry.startsWith(stem))).toBe(true);
    }
  });

  test('an archive that fails to build says "Download failed"', async ({ page, goto, emulator }) => {
    await goto('photos');
    await selectFirst(page, 2);
    await emulator.fail({ call: 'jobs.archive', status: 500 });
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    await page
      .getByRole('dialog', { name: 'Download 2 photos' })
      .getByRole('button', { name: 'Download' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a refused request keeps the modal open with the error and the selection', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('photos');
    await selectFirst(page, 2);
    await emulator.fail({ call: 'photoManagement.createDownload', status: 500 });
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download 2 photos' });
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be downloaded');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('2 selected')).toBeVisible();
  });
});
