import type { Page } from '@playwright/test';
import { type Photo, PhotoPage } from '#contracts/photos';

/** The photo tiles of the timeline grid (named by their file names). */
export const photoTiles = (page: Page) =>
  page
    .getByRole('grid', { name: 'Your photos by month' })
    .getByRole('button', { name: /\.(jpe?g|png|heic)$/i });

/**
 * Records the photos the page receives from the timeline calls, by file name: what a test needs to fetch the
 * originals itself (their signed URLs) and compare them with what the app saved. Start it before the navigation.
 */
export function recordPhotos(page: Page): Map<string, Photo> {
  const byName = new Map<string, Photo>();
  page.on('response', async (response) => {
    if (!/\/api\/photo-management\/photos\/timeline\//.test(response.url()) || !response.ok()) return;
    const parsed = PhotoPage.safeParse(await response.json().catch(() => null));
    if (parsed.success) for (const photo of parsed.data.images) byName.set(photo.localFileName, photo);
  });
  return byName;
}

/** The bytes of a photo's original as the image service serves them. */
export async function originalBytes(photo: Photo): Promise<Buffer> {
  const response = await fetch(photo.untouchedUrl);
  if (!response.ok) throw new Error(`original of ${photo.localFileName} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
