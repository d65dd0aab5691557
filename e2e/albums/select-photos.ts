import { expect, type Page } from '@playwright/test';
import { photoTiles } from '../photos/photo-pages';

/** Waits for the timeline, then clicks its first `count` photos (selection already on); their file names. */
export async function clickFirstPhotos(page: Page, count: number): Promise<string[]> {
  await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const tile = photoTiles(page).nth(i);
    names.push((await tile.getAttribute('aria-label')) ?? '');
    await tile.click();
  }
  return names;
}

/** On the photos page: Select, then the first `count` photos; their file names. */
export async function selectFirstPhotos(page: Page, count: number): Promise<string[]> {
  await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const names = await clickFirstPhotos(page, count);
  await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toContainText(`${count} selected`);
  return names;
}
