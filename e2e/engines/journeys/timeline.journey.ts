import { by, expect, journey } from '../fixtures';
import { grid, openPhotos, scrubber, selectFirst, tiles, toolbar } from './library';

journey.use({ account: 'customer@example.com' });

journey('My photos opens with its months, counts and decoded thumbnails', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  await ui.waitVisible(by.heading('My photos'));
  await ui.waitVisible(by.link(/Photos\s+360/).within(by.role('navigation', 'My photos')));
  expect(await ui.count(by.role('heading').within(grid))).toBeGreaterThan(0);
});

journey('scrolled far with the wheel, rows keep coming and none is left blank', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const first = await ui.attribute(tiles.first(), 'aria-label');
  for (let step = 0; step < 25; step += 1) await ui.wheel(1200);
  await ui.until(
    'the scroll to have moved far down',
    async () => (await ui.script<number>('return window.scrollY;')) > 10_000,
  );
  // Tiles are rendered where the user now looks, and the first one has been recycled.
  await ui.until('tiles in the viewport', () =>
    ui.script<boolean>(
      `return [...document.querySelectorAll('[role=grid] button img')].some((img) => {
         const r = img.getBoundingClientRect();
         return r.top >= 0 && r.bottom <= innerHeight && img.complete && img.naturalWidth > 0;
       });`,
    ),
  );
  expect(await ui.count(by.button(first ?? '').within(grid))).toBe(0);
});

journey('the scrubber jumps to the oldest month with the End key', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const newest = await ui.attribute(scrubber, 'aria-valuetext');
  await ui.click(scrubber);
  await ui.press('End');
  await ui.until(
    'the scrubber to move',
    async () => (await ui.attribute(scrubber, 'aria-valuetext')) !== newest,
  );
  const month = (await ui.attribute(scrubber, 'aria-valuetext')) ?? '';
  await ui.waitVisible(by.heading(month).within(grid));
  await ui.waitVisible(tiles.first());
});

journey('the thumbnail size changes with its control and survives a reload', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  const small = by.button('Small thumbnails');
  await ui.click(small);
  await ui.until('Small to be pressed', async () => (await ui.attribute(small, 'aria-pressed')) === 'true');
  await ui.reload();
  await ui.waitVisible(tiles.first(), { timeout: 30_000 });
  expect(await ui.attribute(small, 'aria-pressed')).toBe('true');
  await ui.click(by.button('Large thumbnails'));
  await ui.until(
    'Large to be pressed',
    async () => (await ui.attribute(by.button('Large thumbnails'), 'aria-pressed')) === 'true',
  );
});

journey('selects three photos, then a whole month, then all 360', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  await selectFirst(ui, 3);
  await ui.click(by.button('Cancel').within(toolbar));
  await ui.click(by.button('Select'));
  const monthButton = by.button(/^Select all photos of /).first();
  const label = (await ui.attribute(monthButton, 'aria-label')) ?? '';
  await ui.click(monthButton);
  await ui.waitVisible(by.button(label.replace(/^Select/, 'Deselect')));
  await ui.waitText(toolbar, /[1-9]\d* selected/);
  await ui.click(by.button('Select all').within(toolbar));
  await ui.waitText(toolbar, '360 selected');
  await ui.waitVisible(by.button('Deselect all').within(toolbar));
});
