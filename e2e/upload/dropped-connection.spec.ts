import { testJpeg } from '../../fixtures/src/services/photo-upload/test-images';
import { expect, test } from '../fixtures';

test.use({ account: 'empty@example.com' });

/** The client's tus chunk (client/src/platform/photo-library/upload/upload-queue.ts, CHUNK_BYTES). */
const CHUNK_BYTES = 4 * 1024 * 1024;

test('a connection dropped mid-upload: tus asks the service where it got to, resumes there, one photo added', async ({
  page,
  goto,
}) => {
  test.setTimeout(90_000);
  // two chunks: the first reaches the service, but its answer never reaches the browser
  const buffer = await testJpeg({ width: 6000, height: 4000, quality: 100, seed: 9 });
  expect(buffer.length).toBeGreaterThan(CHUNK_BYTES);
  const patches: string[] = [];
  const heads: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.method() === 'PATCH') patches.push(headers['upload-offset'] ?? '');
    if (request.method() === 'HEAD') heads.push(request.url());
  });
  let dropped = false;
  await page.route('**/api/photo-upload/files/*', async (route) => {
    if (route.request().method() !== 'PATCH' || dropped) return route.fallback();
    dropped = true;
    // Node cannot resolve the brand's <brand>.localhost host the browser uses: the same gateway at localhost
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    const answer = await route.fetch({ url: url.href });
    expect(answer.status()).toBe(204);
    expect(answer.headers()['upload-offset']).toBe(String(CHUNK_BYTES));
    return route.abort('connectionreset');
  });

  await goto('photos');
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal
    .locator('input[type=file]')
    .setInputFiles([{ name: 'big-one.jpg', mimeType: 'image/jpeg', buffer }]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByText('1 photo added')).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByText('could not be uploaded')).toHaveCount(0);

  expect(dropped).toBe(true);
  // the retry asked for the offset (HEAD) and sent only what the service did not have yet
  expect(heads.length).toBeGreaterThan(0);
  expect(patches).toEqual(['0', String(CHUNK_BYTES)]);

  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ }),
  ).toHaveText(/1$/);
});
