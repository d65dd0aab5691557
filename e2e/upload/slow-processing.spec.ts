import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { jpegFile } from './upload-files';

/** The gateway of this file's system gives up on an upstream answer after this long (504). */
const PROXY_TIMEOUT_MS = 2000;

test.use({ account: 'empty@example.com', systemEnv: { PROXY_TIMEOUT_MS: String(PROXY_TIMEOUT_MS) } });

/** Every tus request the browser makes, by method, and the statuses it got. */
function watchTus(page: Page) {
  const seen = { POST: 0, PATCH: 0, HEAD: 0, statuses: [] as number[] };
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().includes('/api/photo-upload/files')) return;
    const method = request.method();
    if (method === 'POST' || method === 'PATCH' || method === 'HEAD') seen[method] += 1;
    seen.statuses.push(response.status());
  });
  return seen;
}

async function uploadOne(
  page: Page,
  goto: (route: 'photos') => Promise<unknown>,
  name: string,
  seed: number,
) {
  await goto('photos');
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([await jpegFile(name, seed)]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  return modal;
}

async function expectOnePhoto(page: Page) {
  await expect(
    page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ }),
  ).toHaveText(/1$/);
}

test('processing slower than the proxy timeout: the photo is reported added, once, sent once', async ({
  page,
  goto,
  emulator,
}) => {
  test.setTimeout(60_000);
  // the service takes three proxy timeouts to check and render the photo
  await emulator.fail({ call: 'jobs.upload', network: 'hang', delayMs: 3 * PROXY_TIMEOUT_MS });
  const tus = watchTus(page);

  const modal = await uploadOne(page, goto, 'slow-one.jpg', 51);
  await expect(modal.getByRole('heading', { name: 'Upload finished' })).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('1 photo added')).toBeVisible();
  await expect(modal.getByText('Already in your library')).toHaveCount(0);
  await expect(modal.getByText(/could not be uploaded|connection was lost/)).toHaveCount(0);
  // one upload, its bytes sent once, nothing timed out
  expect(tus.POST).toBe(1);
  expect(tus.PATCH).toBe(1);
  expect(tus.statuses.filter((s) => s >= 500)).toEqual([]);

  await modal.getByRole('button', { name: 'Done' }).click();
  await expectOnePhoto(page);
});

test('a last answer lost to a gateway timeout: the client asks where the upload got, then its outcome; added once', async ({
  page,
  goto,
  emulator,
}) => {
  test.setTimeout(60_000);
  await emulator.fail({ call: 'jobs.upload', network: 'hang', delayMs: 2 * PROXY_TIMEOUT_MS });
  const tus = watchTus(page);
  let timedOut = false;
  await page.route('**/api/photo-upload/files/*', async (route) => {
    if (route.request().method() !== 'PATCH' || timedOut) return route.fallback();
    timedOut = true;
    // the bytes reach the service, but the browser is told what a timed-out proxy tells
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    const stored = await route.fetch({ url: url.href });
    expect(stored.status()).toBe(202);
    return route.fulfill({
      status: 504,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'upstream_timeout' }),
    });
  });

  const modal = await uploadOne(page, goto, 'timed-out.jpg', 52);
  await expect(modal.getByRole('heading', { name: 'Upload finished' })).toBeVisible({ timeout: 40_000 });
  await expect(modal.getByText('1 photo added')).toBeVisible();
  await expect(modal.getByText('Already in your library')).toHaveCount(0);
  expect(timedOut).toBe(true);
  // tus asked how far it got (HEAD: every byte is there) and sent nothing again
  expect(tus.POST).toBe(1);
  expect(tus.PATCH).toBe(1);
  expect(tus.HEAD).toBeGreaterThan(0);

  await modal.getByRole('button', { name: 'Done' }).click();
  await expectOnePhoto(page);
});
