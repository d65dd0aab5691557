import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { jpegFile } from './upload-files';

test.use({ account: 'empty@example.com' });

test('a picture over 50 megapixels is refused by name, beside a photo that is added', async ({
  page,
  goto,
}) => {
  test.setTimeout(60_000);
  // 8,000 × 7,000 of one colour: a few hundred KB declaring 56 megapixels
  const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#7a7a7a' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await goto('photos');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'panorama-huge.png', mimeType: 'image/png', buffer: bomb },
      await jpegFile('fine.jpg', 61),
    ]);
  await modal.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(modal.getByRole('heading', { name: 'Upload finished' })).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('1 photo added')).toBeVisible();
  const list = modal.getByRole('list', { name: 'Chosen photos' });
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'panorama-huge.png' })
      .getByText('Failed: the photo has more than 50 megapixels'),
  ).toBeVisible();
});
