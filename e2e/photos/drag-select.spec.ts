import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { photoTiles } from './photo-pages';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Selected photos' });
const selected = (page: Page) => toolbar(page).locator('output');
const grid = (page: Page) => page.getByRole('grid', { name: 'Your photos by month' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** How many of the first `n` tiles a rectangle between two points touches (what the toolbar must then count). */
async function tilesTouched(page: Page, a: { x: number; y: number }, b: { x: number; y: number }) {
  const n = Math.min(40, await photoTiles(page).count());
  const [left, right] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [top, bottom] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  let touched = 0;
  for (let i = 0; i < n; i += 1) {
    const box = await boxOf(photoTiles(page).nth(i));
    if (box.x <= right && box.x + box.width >= left && box.y <= bottom && box.y + box.height >= top)
      touched += 1;
  }
  return touched;
}

/** A press on the gap right of a tile (empty space between two tiles), at its middle height. */
async function gapRightOf(tile: Locator) {
  const box = await boxOf(tile);
  return { x: box.x + box.width + 1, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** The second tile scrolled away from the window's edges, where a held finger would scroll the page on (and the range with it). */
const awayFromEdges = (page: Page) =>
  photoTiles(page)
    .nth(1)
    .evaluate((tile) => window.scrollBy(0, tile.getBoundingClientRect().top - 260));

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

test.describe('drag-select on a desktop (customer@)', () => {
  // bypassCSP: the axe scan injects its script inline.
  test.use({ account: 'customer@example.com', bypassCSP: true, viewport: { width: 1280, height: 900 } });

  test('a rectangle from empty space selects what it touches; Ctrl adds, Alt removes, a click on empty space keeps it', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    // From the gap after the first tile down to the middle of the third tile of the second row.
    const from = await gapRightOf(photoTiles(page).nth(0));
    const columns = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('.timeline__photos') as Element).gridTemplateColumns.split(
          ' ',
        ).length,
    );
    const to = centre(await boxOf(photoTiles(page).nth(columns + 2)));
    const first = await tilesTouched(page, from, to);
    expect(first).toBe(4);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    // The rectangle is drawn while the button is held, and the count follows it.
    await expect(selected(page)).toHaveText('4 selected');
    expect(await seriousViolations(page)).toEqual([]);
    await page.mouse.up();
    await expect(selected(page)).toHaveText('4 selected');
    await expect(photoTiles(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(photoTiles(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
    // No page text was selected on the way.
    expect(await page.evaluate(() => String(window.getSelection() ?? ''))).toBe('');

    // A plain drag elsewhere replaces the selection: the first tile of the first two rows.
    const left = await boxOf(photoTiles(page).nth(0));
    const start = { x: left.x + left.width + 1, y: left.y + 4 };
    const end = { x: left.x + left.width - 6, y: left.y + left.height * 1.5 };
    await drag(page, start, end);
    await expect(selected(page)).toHaveText('2 selected');

    // Ctrl + drag adds the first rectangle again; Alt + drag takes the first column away.
    await page.keyboard.down('Control');
    await drag(page, from, to);
    await page.keyboard.up('Control');
    await expect(selected(page)).toHaveText('6 selected');
    await page.keyboard.down('Alt');
    await drag(page, start, end);
    await page.keyboard.up('Alt');
    await expect(selected(page)).toHaveText('4 selected');

    // A click on empty space, without moving, changes nothing.
    await page.mouse.click(from.x, from.y);
    await expect(selected(page)).toHaveText('4 selected');
  });

  test('held at the window edge the page scrolls on and the rectangle reaches into the next month', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    const header = page
      .getByRole('row')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    const firstMonth = Number((await header.getByText(/photos?$/).textContent())?.replace(/\D/g, ''));
    expect(firstMonth).toBeGreaterThan(0);
    const from = await gapRightOf(photoTiles(page).nth(0));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, 895, { steps: 5 });
    await expect
      .poll(async () => Number((await selected(page).textContent())?.replace(/\D/g, '')), { timeout: 20_000 })
      .toBeGreaterThan(firstMonth);
    await page.mouse.up();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // What was scrolled out of the DOM stays selected: back at the top, the second tile is still on.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(photoTiles(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('drag-select on a large library (big@)', () => {
  test.use({ account: 'big@example.com', viewport: { width: 1280, height: 900 } });

  test('a rectangle over the whole library, its rows never loaded, selects all 100,000', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 20_000 });
    const box = await boxOf(grid(page));
    const head = await boxOf(page.getByRole('heading', { level: 2 }).first());
    // Empty space at the right end of the first month's header, then the window jumps to the end meanwhile.
    await page.mouse.move(box.x + box.width - 4, head.y + head.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 30, head.y + 40, { steps: 3 });
    await page.mouse.wheel(0, 50_000_000);
    await expect(page.getByRole('heading', { level: 2, name: 'Unknown Date' })).toBeVisible({
      timeout: 20_000,
    });
    // Down to the grid's last row: the last month's '+N' tile, which stands for the photos not shown.
    const end = await boxOf(grid(page));
    await page.mouse.move(box.x + 2, end.y + end.height - 2, { steps: 3 });
    await page.mouse.up();
    await expect(selected(page)).toHaveText('100,000 selected');

    // Alt + drag over the last photo takes it away.
    await page.keyboard.down('Alt');
    const last = await boxOf(photoTiles(page).last());
    await drag(page, { x: last.x - 1, y: last.y + 2 }, { x: last.x + 10, y: last.y + 10 });
    await page.keyboard.up('Alt');
    await expect(selected(page)).toHaveText('99,999 selected');
  });
});

test.describe('long press on touch', () => {
  test.use({
    account: 'customer@example.com',
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });

  /** A touch pointer event at the centre of a tile (or a point), sent to what is there. */
  async function touch(page: Page, type: string, at: { x: number; y: number }) {
    await page.evaluate(
      ({ type, x, y }) => {
        const target = document.elementFromPoint(x, y) ?? document.body;
        const init = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
        target.dispatchEvent(new PointerEvent(type, { ...init, clientX: x, clientY: y, button: 0 }));
      },
      { type, ...at },
    );
  }

  test('a long press selects the tile and starts selecting; dragging on selects the range to the finger', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    await awayFromEdges(page);
    const first = centre(await boxOf(photoTiles(page).nth(1)));
    await touch(page, 'pointerdown', first);
    await expect(selected(page)).toHaveText('1 selected');
    await expect(photoTiles(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    // On to the sixth tile: the second to the sixth, in list order.
    const sixth = centre(await boxOf(photoTiles(page).nth(5)));
    await touch(page, 'pointermove', { x: (first.x + sixth.x) / 2, y: (first.y + sixth.y) / 2 });
    await touch(page, 'pointermove', sixth);
    await expect(selected(page)).toHaveText('5 selected');
    // Back to the third: the range shrinks with the finger.
    const third = centre(await boxOf(photoTiles(page).nth(2)));
    await touch(page, 'pointermove', third);
    await expect(selected(page)).toHaveText('2 selected');
    await touch(page, 'pointerup', third);
    await expect(photoTiles(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(photoTiles(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a touch that moves before the press fires selects nothing', async ({ page, goto }) => {
    // The page's clock, moved on past the long press's 500 ms instead of waiting for it.
    await page.clock.install();
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    const at = centre(await boxOf(photoTiles(page).nth(1)));
    await touch(page, 'pointerdown', at);
    await touch(page, 'pointermove', { x: at.x, y: at.y - 40 });
    await page.clock.runFor(800);
    await touch(page, 'pointerup', { x: at.x, y: at.y - 40 });
    await expect(toolbar(page)).toBeHidden();
  });

  test('with real touches a swipe still scrolls the page, and a drag after a long press holds it still', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    await awayFromEdges(page);
    const cdp = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ ...at, id: 1 }] : [] });
    const at = centre(await boxOf(photoTiles(page).nth(1)));

    // A swipe up from a tile scrolls the page and selects nothing.
    const before = await page.evaluate(() => window.scrollY);
    await finger('touchStart', at);
    for (let step = 1; step <= 8; step += 1) await finger('touchMove', { x: at.x, y: at.y - step * 20 });
    await finger('touchEnd');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 60);
    await expect(toolbar(page)).toBeHidden();

    // Once the swipe has settled: a long press, then a drag down to the tile below selects the range from the
    // pressed tile to it, and the page does not move under the finger.
    let settled = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => window.scrollY);
        const same = now === settled;
        settled = now;
        return same;
      })
      .toBe(true);
    await awayFromEdges(page);
    const held = centre(await boxOf(photoTiles(page).nth(1)));
    await finger('touchStart', held);
    await expect(selected(page)).toHaveText('1 selected');
    // Where the pressed tile is once the toolbar has taken its place (the browser may then re-anchor the page).
    const still = (await boxOf(photoTiles(page).nth(1))).y;
    const columns = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('.timeline__photos') as Element).gridTemplateColumns.split(
          ' ',
        ).length,
    );
    const below = centre(await boxOf(photoTiles(page).nth(1 + columns)));
    for (let step = 1; step <= 6; step += 1)
      await finger('touchMove', { x: held.x, y: held.y + ((below.y - held.y) * step) / 6 });
    await expect(selected(page)).toHaveText(`${columns + 1} selected`);
    await finger('touchEnd');
    expect((await boxOf(photoTiles(page).nth(1))).y).toBe(still);
    await expect(selected(page)).toHaveText(`${columns + 1} selected`);
  });
});
