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

/**
 * The file name of the last tile on the page, read in one step: after a jump the grid renders its new rows a few
 * frames late (decision 500), so a count then a read of the n-th tile can fall between two renders.
 */
export async function lastTileName(ui: Driver): Promise<string> {
  let name: string | null = null;
  await ui.until('a last tile', async () => {
    name = await ui.script<string | null>(
      `const names = [...document.querySelectorAll('[role=grid] button[aria-label]')]
         .map((tile) => tile.getAttribute('aria-label'))
         .filter((label) => /\\.(jpe?g|png|heic)$/i.test(label));
       return names.at(-1) ?? null;`,
    );
    return name !== null;
  });
  if (name === null) throw new Error('no last tile');
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

/**
 * The file name of the photo the preview shows: the image on screen in the viewer (the carousel keeps its
 * neighbours rendered beside it, off screen, so "an image named X exists" would not tell).
 */
export function shownPhoto(ui: Driver): Promise<string | null> {
  return ui.script<string | null>(
    `const shown = [...document.querySelectorAll('[role=dialog] img')].find((img) => {
       const r = img.getBoundingClientRect();
       return r.width > 0 && r.left >= -1 && r.right <= innerWidth + 1;
     });
     return shown ? shown.alt : null;`,
  );
}

/** Waits until the preview shows the photo `name`. */
export async function untilShown(ui: Driver, name: string): Promise<void> {
  let seen: string | null = null;
  await ui
    .until(`the preview to show ${name}`, async () => {
      seen = await shownPhoto(ui);
      return seen === name;
    })
    .catch((error: Error) => {
      throw new Error(`${error.message}; it shows ${seen}`);
    });
}
