import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testJpeg } from '../../fixtures/src/services/photo-upload/test-images';
import { expect, test } from '../fixtures';

test.use({ account: 'empty@example.com' });

/** The client's tus chunk (client/src/platform/photo-library/upload/upload-queue.ts, CHUNK_BYTES). */
const CHUNK_BYTES = 4 * 1024 * 1024;

test('a page reloaded mid-upload: the same file chosen again goes on from where it stopped, one photo added', async ({
  page,
  goto,
}) => {
  test.setTimeout(90_000);
  const buffer = await testJpeg({ width: 6000, height: 4000, quality: 100, seed: 11 });
  expect(buffer.length).toBeGreaterThan(CHUNK_BYTES);
  // A file on disk, as a person would choose it twice: the same name, size and modification time (what tus knows
  // an unfinished upload by).
  const file = join(mkdtempSync(join(tmpdir(), 'reload-resume-')), 'long-one.jpg');
  writeFileSync(file, buffer);
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.headers()['upload-offset'] ?? '');
  });
  // The first chunk reaches the service; from then on the upload's requests fail until the page is reloaded.
  let firstChunkIn = false;
  let blocked = false;
  await page.route('**/api/photo-upload/files/*', async (route) => {
    if (blocked) return route.abort('connectionreset');
    if (route.request().method() !== 'PATCH' || firstChunkIn) return route.fallback();
    // Node cannot resolve the brand's <brand>.localhost host the browser uses: the same gateway at localhost.
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    const answer = await route.fetch({ url: url.href });
    expect(answer.headers()['upload-offset']).toBe(String(CHUNK_BYTES));
    firstChunkIn = true;
    blocked = true;
    return route.abort('connectionreset');
  });

  await goto('photos');
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  let modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([file]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect.poll(() => firstChunkIn, { timeout: 60_000 }).toBe(true);

  await page.reload();
  blocked = false;
  patches.length = 0;
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([file]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByText('1 photo added')).toBeVisible({ timeout: 60_000 });
  // Only what the service did not have yet was sent again.
  expect(patches).toEqual([String(CHUNK_BYTES)]);

  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ }),
  ).toHaveText(/1$/);
});
