import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Decision 392: on a returning visit in a window of the same width, the boot script paints My photos' first row
 * where the grid showed it, before the app has run; the grid then takes it over. Decision 393: on such a visit
 * the page leaves the app to the boot script, which starts it once the row is on screen.
 */

const photos = (page: Page) =>
  page.getByRole('grid', { name: 'Your photos by month' }).getByRole('button', { name: /\.jpg$/ });

interface Seen {
  /** The painted row when it first had all its images: their boxes and files, and whether the app had a grid. */
  painted: { boxes: number[][]; srcs: string[]; hidden: string | null; gridThere: boolean } | null;
}

/** Records what the boot script paints, as the page is built. */
async function watchPaintedRow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { painted: unknown } = { painted: null };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const row = document.querySelector('[data-boot-first-row]');
      if (row === null || seen.painted !== null) return;
      const images = [...row.querySelectorAll('img')];
      seen.painted = {
        boxes: images.map((image) => {
          const box = image.getBoundingClientRect();
          return [box.left, box.top + window.scrollY, box.width];
        }),
        srcs: images.map((image) => image.src),
        hidden: row.getAttribute('aria-hidden'),
        gridThere: document.querySelector('[role="grid"]') !== null,
      };
    }).observe(document, { subtree: true, childList: true });
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

test.describe("My photos' first row before the app", () => {
  test.use({ account: 'customer@example.com' });

  // A first visit: the grid keeps its first row's place for the next load.
  test.beforeEach(async ({ page, goto }) => {
    await watchPaintedRow(page);
    await goto('photos');
    await expect(photos(page).first()).toBeVisible();
  });

  test('a returning visit shows the first row before the grid, where the grid then shows the same photos', async ({
    page,
  }) => {
    // The next load paints it, from a page that leaves the app to the boot script.
    const html = await (await page.reload())?.text();
    expect(html).toMatch(/<script [^>]*data-boot data-app="\/assets\/index-[\w-]+\.js"/);
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    await expect(photos(page).first()).toBeVisible();
    const painted = (await seen(page)).painted;
    expect(painted).not.toBeNull();
    expect(painted?.gridThere).toBe(false);
    expect(painted?.hidden).toBe('true');
    // Taken over: gone, and each photo shows where it was painted.
    await expect(page.locator('[data-boot-first-row]')).toHaveCount(0);
    const count = painted?.boxes.length ?? 0;
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const tile = photos(page).nth(i);
      const box = await tile.boundingBox();
      const scrollY = await page.evaluate(() => window.scrollY);
      const [left, top, width] = painted?.boxes[i] ?? [];
      expect(Math.abs((box?.x ?? 0) - (left ?? -1))).toBeLessThan(1);
      expect(Math.abs((box?.y ?? 0) + scrollY - (top ?? -1))).toBeLessThan(1);
      expect(Math.abs((box?.width ?? 0) - (width ?? -1))).toBeLessThan(1);
      await expect(tile.locator('img')).toHaveAttribute('src', painted?.srcs[i] ?? '');
    }
    // Nothing covers the tiles: the first photo opens.
    await photos(page).first().click();
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  });

  test('a row kept for another place is taken away as soon as the grid shows, and the photos are there', async ({
    page,
  }) => {
    // As if the page above the grid had been taller on the last visit.
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('photoGridFirstRow') ?? '{}');
      kept.place.top += 200;
      localStorage.setItem('photoGridFirstRow', JSON.stringify(kept));
    });
    await page.reload();
    await expect(photos(page).first()).toBeVisible();
    expect((await seen(page)).painted).not.toBeNull();
    await expect(page.locator('[data-boot-first-row]')).toHaveCount(0);
    // The grid keeps the true place again for the next load.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const tile = document.querySelector('[role="grid"] [data-photo-id]');
          const kept = JSON.parse(localStorage.getItem('photoGridFirstRow') ?? '{}');
          return Math.abs((tile?.getBoundingClientRect().top ?? 0) + window.scrollY - kept.place.top) < 1;
        }),
      )
      .toBe(true);
  });

  test('a row kept for another window width is not painted, and the app starts at once', async ({ page }) => {
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('photoGridFirstRow') ?? '{}');
      localStorage.setItem('photoGridFirstRow', JSON.stringify({ ...kept, viewport: kept.viewport + 100 }));
    });
    const html = await (await page.reload())?.text();
    expect(html).toContain(' data-app=');
    await expect(photos(page).first()).toBeVisible();
    expect((await seen(page)).painted).toBeNull();
    await photos(page).first().click();
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  });

  test('a library that fails to load shows its error, and no painted photos', async ({ page, emulator }) => {
    await emulator.fail({ call: 'photoManagement.getTimelineCounts', status: 500 });
    await page.reload();
    await expect(page.getByText('Error: Your photos could not be loaded')).toBeVisible();
    await expect(page.locator('[data-boot-first-row]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(photos(page).first()).toBeVisible();
  });
});

/** Records each image preload the page's head is given, and whether the app's grid was there when it came. */
async function watchPreloads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const preloads: { href: string; srcset: string; sizes: string; gridImages: boolean }[] = [];
    (window as unknown as { preloads: typeof preloads }).preloads = preloads;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLLinkElement) || node.rel !== 'preload' || node.as !== 'image') continue;
          preloads.push({
            href: node.href,
            srcset: node.imageSrcset,
            sizes: node.imageSizes,
            // The grid itself may be there already (a phone's is laid out at its first render, decision 532),
            // but not one of its photos.
            gridImages: document.querySelector('[role="grid"] img') !== null,
          });
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

test.describe("My photos' first row on a phone's first visit (decision 530)", () => {
  test.use({
    account: 'customer@example.com',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });

  test("the first row's thumbnails are asked for before the grid shows a photo, and its tiles show those files, each fetched once", async ({
    page,
    goto,
  }) => {
    await watchPreloads(page);
    // A first visit: no row kept by an earlier one, whatever the signed-in state carried (before the boot script).
    await page.addInitScript(() => localStorage.removeItem('photoGridFirstRow'));
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(request.url());
    });
    await goto('photos');
    await expect(photos(page).first()).toBeVisible();
    const preloads = await page.evaluate(
      () =>
        (window as unknown as { preloads: { href: string; sizes: string; gridImages: boolean }[] }).preloads,
    );
    // A phone's grid at 412 px: three photos a row, each 125 px wide.
    expect(preloads.map(({ sizes, gridImages }) => ({ sizes, gridImages }))).toEqual(
      Array(3).fill({ sizes: '125px', gridImages: false }),
    );
    for (let i = 0; i < 3; i += 1) {
      const image = photos(page).nth(i).locator('img');
      await expect(image).toHaveAttribute('src', preloads[i]?.href ?? '');
      // Once the tile has picked its file from the srcset (a moment after the image is added).
      const currentSrc = () => image.evaluate((img: HTMLImageElement) => img.currentSrc);
      await expect.poll(currentSrc).not.toBe('');
      const shown = await currentSrc();
      // The photo's renditions share its address but for the last segment: one file of it fetched, the one shown.
      const photo = (preloads[i]?.href ?? '').replace(/\/[^/?]*(\?.*)?$/, '/');
      expect(fetched.filter((url) => url.startsWith(photo))).toEqual([shown]);
    }
  });
});
