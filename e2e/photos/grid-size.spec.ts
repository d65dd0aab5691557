import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

/** The photo buttons of a grid, in display order. */
const tiles = (page: Page, grid = 'Your photos by month') =>
  page.getByRole('grid', { name: grid }).getByRole('button', { name: /\.(jpe?g|png|heic)$/i });
const sizeButton = (page: Page, name: string, group = 'Thumbnail size') =>
  page.getByRole('group', { name: group }).getByRole('button', { name });
const scrubber = (page: Page) => page.getByRole('slider', { name: 'Jump to a month' });

async function tileWidth(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the tile is not on screen');
  return Math.round(box.width);
}

/**
 * Scrolls well into the library and puts a photo 30 % of its height above the viewport's top: the photo that is
 * "at the top". Answers its name.
 */
async function putAPhotoAtTheTop(page: Page): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 2400));
  // The rows scrolled to render, and their month's page loads, after the scroll: wait until a photo is on screen.
  let name = '';
  await expect(async () => {
    name = await page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>('[role="grid"] [data-photo-id]')];
      const first = all
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.bottom > 0 && rect.top < window.innerHeight)
        .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left)[0];
      if (!first) return '';
      window.scrollBy(0, first.rect.top + first.rect.height * 0.3);
      return first.element.getAttribute('aria-label') ?? '';
    });
    expect(name, 'a photo on screen').not.toBe('');
  }).toPass({ timeout: 15_000 });
  return name;
}

/** The photo's place against the viewport's top: it must be in the top row, cut by the top or just below it. */
async function expectAtTheTop(page: Page, name: string) {
  await expect(async () => {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect(box?.y ?? Number.NaN).toBeLessThanOrEqual(1);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(0);
  }).toPass({ timeout: 5_000 });
}

const domSize = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

test.describe('the thumbnail size of the photo grid', () => {
  test.use({ account: 'customer@example.com', bypassCSP: true, viewport: { width: 1280, height: 900 } });

  test('changes with its control and Ctrl + wheel, keeps the photo at the top, and survives a reload', async ({
    page,
    goto,
  }) => {
    // Three sizes, three wheel steps, two axe scans and a reload: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await goto('photos');
    await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
    // The default is the grid as it always was: the middle size.
    await expect(sizeButton(page, 'Medium thumbnails')).toHaveAttribute('aria-pressed', 'true');
    const medium = await tileWidth(tiles(page).first());
    expect(await seriousViolations(page)).toEqual([]);

    // The control sits above the grid: a click makes the thumbnails smaller, another brings them back.
    await sizeButton(page, 'Small thumbnails').click();
    await expect(sizeButton(page, 'Small thumbnails')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => tileWidth(tiles(page).first())).toBeLessThan(medium);
    await sizeButton(page, 'Medium thumbnails').click();
    await expect.poll(() => tileWidth(tiles(page).first())).toBe(medium);

    // Deep in the library, Ctrl + wheel over the grid steps the size; the photo at the top stays there, the
    // scrubber on its month, and the page itself is not zoomed (the event is taken).
    await page.evaluate(() => {
      window.addEventListener('wheel', (event) => {
        document.body.dataset.lastWheel = `${event.ctrlKey}:${event.defaultPrevented}`;
      });
    });
    const top = await putAPhotoAtTheTop(page);
    const month = await scrubber(page).getAttribute('aria-valuetext');
    const topTile = page.getByRole('button', { name: top, exact: true });
    const grid = await page.getByRole('grid', { name: 'Your photos by month' }).boundingBox();
    const ctrlWheel = async (deltaY: number) => {
      await page.mouse.move((grid?.x ?? 0) + 200, 400);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, deltaY);
      await page.keyboard.up('Control');
    };

    await ctrlWheel(100);
    await expect(sizeButton(page, 'Small thumbnails')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-last-wheel', 'true:true');
    await expectAtTheTop(page, top);
    expect(await tileWidth(topTile)).toBeLessThan(medium);
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', month ?? '');

    await ctrlWheel(-100);
    await expect(sizeButton(page, 'Medium thumbnails')).toHaveAttribute('aria-pressed', 'true');
    await expectAtTheTop(page, top);
    expect(await tileWidth(topTile)).toBe(medium);

    await ctrlWheel(-100);
    await expect(sizeButton(page, 'Large thumbnails')).toHaveAttribute('aria-pressed', 'true');
    await expectAtTheTop(page, top);
    const large = await tileWidth(topTile);
    expect(large).toBeGreaterThan(medium);
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', month ?? '');
    expect(await seriousViolations(page)).toEqual([]);

    // A plain wheel still scrolls the page and is left alone.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await expect(page.locator('body')).toHaveAttribute('data-last-wheel', 'false:false');
    await expect(sizeButton(page, 'Large thumbnails')).toHaveAttribute('aria-pressed', 'true');

    // Kept on this device: after a reload the grid opens at the large size straight away.
    await page.reload();
    await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(sizeButton(page, 'Large thumbnails')).toHaveAttribute('aria-pressed', 'true');
    expect(await tileWidth(tiles(page).first())).toBe(large);
  });

  test('is operable by keyboard', async ({ page, goto }) => {
    await goto('photos');
    await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Sort by').focus();
    await page.keyboard.press('Tab');
    await expect(sizeButton(page, 'Small thumbnails')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sizeButton(page, 'Small thumbnails')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(sizeButton(page, 'Large thumbnails')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sizeButton(page, 'Large thumbnails')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the thumbnail size of a 100,000-photo library', () => {
  test.use({ account: 'big@example.com', viewport: { width: 1280, height: 900 } });

  test('keeps the DOM bounded at every size, in the middle of the library', async ({ page, goto }) => {
    await goto('photos');
    await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
    const counts: string[] = [];
    for (const size of ['Small', 'Medium', 'Large']) {
      await sizeButton(page, `${size} thumbnails`).click();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect(tiles(page).first()).toBeVisible();
      const count = await domSize(page);
      counts.push(`${size}: ${count}`);
      // The timeline benchmark's budget (bench/timeline/config.ts).
      expect(count).toBeLessThan(3_000);
    }
    test.info().annotations.push({ type: 'DOM elements mid-library', description: counts.join(', ') });
  });

  test('deep in the library the + and - keys change the size, and the photo at the top stays there', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
    // The control's tooltip tells of the keys.
    await expect(sizeButton(page, 'Medium thumbnails')).toHaveAttribute('title', /\+ and − keys/);
    const top = await putAPhotoAtTheTop(page);
    const topTile = page.getByRole('button', { name: top, exact: true });
    const medium = await tileWidth(topTile);
    // The size control is far above, out of sight: the keys reach the size from here.
    expect((await sizeButton(page, 'Medium thumbnails').boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.keyboard.press('+');
    await expect.poll(() => tileWidth(topTile)).toBeGreaterThan(medium);
    await expectAtTheTop(page, top);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect.poll(() => tileWidth(topTile)).toBeLessThan(medium);
    await expectAtTheTop(page, top);
    await expect(sizeButton(page, 'Small thumbnails')).toHaveAttribute('aria-pressed', 'true');
  });
});

const FR_GROUP = 'Taille des miniatures';

test.describe('the thumbnail size on a phone, in an album, on a French brand', () => {
  test.use({
    account: 'customer@example.com',
    brand: 'photobox-fr',
    bypassCSP: true,
    viewport: { width: 375, height: 812 },
  });

  test('the size chosen on the timeline is the album’s too', async ({ page, goto }) => {
    await goto('photos');
    await expect(tiles(page, 'Vos photos par mois').first()).toBeVisible({ timeout: 15_000 });
    const medium = await tileWidth(tiles(page, 'Vos photos par mois').first());
    await sizeButton(page, 'Grandes miniatures', FR_GROUP).click();
    // Two columns instead of three on a phone.
    await expect
      .poll(() => tileWidth(tiles(page, 'Vos photos par mois').first()))
      .toBeGreaterThan(medium * 1.4);

    await goto('albums');
    await page.getByRole('link', { name: /^Summer in Portugal/ }).click();
    const album = tiles(page, 'Photos de cet album');
    await expect(album.first()).toBeVisible({ timeout: 15_000 });
    await expect(sizeButton(page, 'Grandes miniatures', FR_GROUP)).toHaveAttribute('aria-pressed', 'true');
    // Two columns on a 375 px phone (more than a third of the width each), then four or more (under a quarter).
    expect(await tileWidth(album.first())).toBeGreaterThan(375 / 3);
    await sizeButton(page, 'Petites miniatures', FR_GROUP).click();
    await expect.poll(() => tileWidth(album.first())).toBeLessThan(375 / 4);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
