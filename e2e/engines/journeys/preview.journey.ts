import { by, expect, journey } from '../fixtures';
import {
  grid,
  lastTileName,
  openPhotos,
  previewImage,
  scrubber,
  tileName,
  tiles,
  untilShown,
  viewer,
} from './library';

journey.use({ account: 'customer@example.com' });

const previewUrl = /\/my-photos\/photos\/preview\//;

journey('the preview opens, pages with the arrow keys and closes with Escape', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const name = await tileName(ui, 0);
  // Read before the preview opens: while it is open, the grid under it is not there to read.
  const next = await tileName(ui, 1);
  await ui.click(tiles.first());
  await untilShown(ui, name);
  await ui.waitUrl(previewUrl);
  const first = await ui.url();
  await ui.press('ArrowRight');
  await untilShown(ui, next);
  await ui.until('the next photo', async () => (await ui.url()) !== first);
  await ui.press('ArrowLeft');
  await untilShown(ui, name);
  await ui.waitUrl(new RegExp(`${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await ui.press('Escape');
  await ui.waitUrl(/\/my-photos\/photos$/);
  await ui.waitGone(viewer);
});

journey('keys pressed the instant the first preview opens are not lost (issue 53)', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const second = await tileName(ui, 1);
  await ui.click(tiles.first());
  // No wait at all: the arrow goes the moment the click has been taken.
  await ui.press('ArrowRight');
  await untilShown(ui, second);
  await ui.press('Escape');
  await ui.waitUrl(/\/my-photos\/photos$/);
});

journey('Escape pressed the instant the preview opens closes it', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  await ui.click(tiles.nth(2));
  await ui.press('Escape');
  await ui.waitUrl(/\/my-photos\/photos$/);
  await ui.waitGone(viewer);
});

journey('a reloaded preview link of a photo in the oldest month opens that photo', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const newest = await ui.attribute(scrubber, 'aria-valuetext');
  await ui.click(scrubber);
  await ui.press('End');
  // The key is handled after the press returns (WebKit), and the grid renders a jump's rows a few frames later
  // (decision 500): the last tile is read once the scrubber has moved and the last tile stays the same.
  await ui.until(
    'the scrubber to move',
    async () => (await ui.attribute(scrubber, 'aria-valuetext')) !== newest,
  );
  let name = '';
  await ui.until('the last tile to settle', async () => {
    const last = await lastTileName(ui);
    const settled = last === name;
    name = last;
    return settled;
  });
  // The last tile on the page belongs to the oldest month; clicked by its name, not an index that can move.
  const tile = by.role('button', name).within(grid);
  await ui.scrollIntoView(tile);
  await ui.click(tile);
  await ui.waitVisible(previewImage(name));
  const link = await ui.url();
  await ui.reload();
  await ui.waitVisible(previewImage(name), { timeout: 30_000 });
  expect(await ui.url()).toBe(link);
});

journey('the preview zooms in and out with its buttons', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const name = await tileName(ui, 0);
  await ui.click(tiles.first());
  const image = previewImage(name);
  await ui.waitVisible(image);
  const width = () =>
    ui.script<number>(
      `const img = [...document.querySelectorAll('[role=dialog] img')].find((i) => i.alt === arguments[0]);
       return img ? img.getBoundingClientRect().width : 0;`,
      name,
    );
  await ui.until('the image to be laid out', async () => (await width()) > 0);
  const before = await width();
  await ui.click(by.button('Zoom in'));
  await ui.until('the image to grow', async () => (await width()) > before * 1.2);
  await ui.click(by.button('Zoom out'));
  await ui.until('the image back to its size', async () => Math.abs((await width()) - before) < 2);
  await ui.press('Escape');
  await ui.waitGone(viewer);
});
