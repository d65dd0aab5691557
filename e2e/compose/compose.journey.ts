import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { readZip } from '../downloads/zip';
import { expect, test } from '../fixtures';
import { photoTiles } from '../photos/photo-pages';
import { jpegFile } from '../upload/upload-files';

/**
 * docker-compose.yml as operators run it (issue 54): two gateway copies behind nginx, Redis, the emulator, the
 * gateways in bff mode. A consumer signs in, downloads a zip announced over push and uploads a photo; then the copy
 * named by E2E_COMPOSE_COPY is stopped as an orchestrator stops it (SIGTERM, drain), and the same session goes on
 * through the other copy: the uploads are there, a second zip arrives over push, a reload stays signed in.
 */

const photosTab = (page: Page) =>
  page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ });

async function photoCount(page: Page): Promise<number> {
  await expect(photosTab(page)).toHaveText(/\d+$/);
  return Number((await photosTab(page).textContent())?.match(/(\d+)$/)?.[1]);
}

/** Selects the first `count` photos of the grid, downloads them as a zip and returns the zip's entry count. */
async function downloadZip(page: Page, count: number): Promise<number> {
  await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (let i = 0; i < count; i += 1) await photoTiles(page).nth(i).click();
  await expect(page.getByText(`${count} selected`)).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: `Download ${count} photos` });
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing download...' })).toBeVisible();
  // The archive is built by the emulator, which announces it over push: the relay (load balancer's internal
  // listener → a copy → Redis → the copy holding this page's WebSocket) is what starts the download.
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^[\w-]+\.zip$/);
  return (await readZip(await download.path())).size;
}

async function uploadOne(page: Page, name: string, seed: number): Promise<void> {
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([await jpegFile(name, seed)]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByRole('heading', { name: 'Upload finished' })).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('1 photo added')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
}

function stopCopy(container: string): void {
  execFileSync('podman', ['stop', '--time', '30', container], { stdio: 'inherit' });
  const state = execFileSync('podman', ['inspect', '--format', '{{.State.Status}}', container], {
    encoding: 'utf8',
  }).trim();
  expect(state).toBe('exited');
}

test('through the load balancer: sign in, a zip over push, an upload; one copy stops and the session goes on', async ({
  page,
  goto,
  url,
  signIn,
}) => {
  const copy = process.env.E2E_COMPOSE_COPY ?? '';
  await goto('photos');
  await signIn('customer@example.com');
  await expect(page).toHaveURL(url('photos'));
  const before = await photoCount(page);

  expect(await downloadZip(page, 2)).toBe(2);
  await goto('photos');
  await uploadOne(page, 'before-the-stop.jpg', 71);
  await expect(photosTab(page)).toHaveText(new RegExp(`${before + 1}$`));

  stopCopy(copy);

  // The same page, no reload: its calls and its WebSocket now reach the other copy only.
  await uploadOne(page, 'after-the-stop.jpg', 72);
  await expect(photosTab(page)).toHaveText(new RegExp(`${before + 2}$`));
  expect(await downloadZip(page, 3)).toBe(3);

  // A new page load on the remaining copy: the session (in Redis, its cookie sealed with the shared secret) holds.
  await page.reload();
  await expect(page).toHaveURL(url('photos'));
  await expect(photosTab(page)).toHaveText(new RegExp(`${before + 2}$`));
  await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
});
