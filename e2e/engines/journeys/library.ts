import type { Driver } from '../driver';
import { by } from '../fixtures';

/** The timeline's grid and its photo tiles (buttons named by their file names). */
export const grid = by.role('grid', 'Your photos by month');
export const tiles = by.role('button', /\.(jpe?g|png|heic)$/i).within(grid);
export const viewer = by.dialog('Photo preview');
export const toolbar = by.role('toolbar', 'Selected photos');
export const scrubber = by.role('slider', 'Jump to a month');

/** Opens My photos and waits for its first thumbnail to be decoded (not only laid out). */
export async function openPhotos(ui: Driver, photosUrl: string): Promise<void> {
  await ui.goto(photosUrl);
  await ui.waitVisible(tiles.first(), { timeout: 30_000 });
  await ui.until('the first thumbnail to be decoded', () =>
    ui.script<boolean>(
      `const img = document.querySelector('[role=grid] button img');
       return img !== null && img.complete && img.naturalWidth > 0;`,
    ),
  );
}

/** The file name of the n-th tile. */
export async function tileName(ui: Driver, n: number): Promise<string> {
  const name = await ui.attribute(tiles.nth(n), 'aria-label');
  if (!name) throw new Error(`tile ${n} has no name`);
  return name;
}

/** Select, then the first `count` tiles; waits for the toolbar to count them. Their names. */
export async function selectFirst(ui: Driver, count: number): Promise<string[]> {
  await ui.click(by.button('Select'));
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    names.push(await tileName(ui, i));
    await ui.click(tiles.nth(i));
  }
  await ui.waitText(toolbar, `${count} selected`);
  return names;
}

/** The photo shown in the preview: its image named by the file name. */
export const previewImage = (name: string) => by.role('img', name).within(viewer);
