import { readFile } from 'node:fs/promises';
import {
  asUncompressedHeif,
  reconyxExif,
  reconyxMakerNote,
  truncated,
  withApp1,
  withDamagedPngSignature,
} from '../../fixtures/src/services/photo-upload/sample-edits.test-support';
import { expect, test } from '../fixtures';
import type { TestFile } from './upload-files';

test.use({ account: 'empty@example.com' });

/** A real sample of fixtures/data/upload-samples/, edited for its case (issue 53.8). */
const sample = (name: string) =>
  readFile(new URL(`../../fixtures/data/upload-samples/${name}`, import.meta.url));

test('real camera files: a cut tail is kept, a maker-note date is used, the unreadable ones are named with their reason', async ({
  page,
  goto,
}) => {
  test.setTimeout(90_000);
  const files: TestFile[] = [
    {
      name: 'P1000123.JPG',
      mimeType: 'image/jpeg',
      buffer: truncated(await sample('orientation-6.jpg'), 0.2),
    },
    {
      name: 'RCNX0042.JPG',
      mimeType: 'image/jpeg',
      buffer: withApp1(
        await sample('xmp-date-no-exif.jpg'),
        reconyxExif(reconyxMakerNote('hyperfire', new Date(Date.UTC(2017, 10, 3, 6, 12, 40)))),
      ),
    },
    {
      name: 'uncompressed.heif',
      mimeType: 'image/heif',
      buffer: asUncompressedHeif(await sample('photo.heic')),
    },
    {
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: withDamagedPngSignature(await sample('png-rgba.png')),
    },
  ];
  await goto('photos');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles(files);
  await modal.getByRole('button', { name: 'Upload 4 photos' }).click();

  const summary = modal.getByRole('region', { name: 'Upload finished' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary.getByText('2 photos added')).toBeVisible();
  await expect(summary.getByText('2 photos could not be uploaded')).toBeVisible();
  const reasons = summary.locator('.upload-summary__failed').getByRole('listitem');
  await expect(reasons).toHaveText([
    'uncompressed.heif: the photo is a HEIF variant we cannot read',
    'scan.png: the photo is damaged or incomplete',
  ]);
  const list = modal.getByRole('list', { name: 'Chosen photos' });
  await expect(list.getByRole('listitem').filter({ hasText: 'P1000123.JPG' })).toContainText('Added');
  await modal.getByRole('button', { name: 'Done' }).click();

  // the trail camera's photo is in the month its maker note gives, not under 'Unknown Date'
  const grid = page.getByRole('grid', { name: 'Your photos by month' });
  await expect(grid.getByRole('heading', { name: 'November 2017' })).toBeVisible();
});
