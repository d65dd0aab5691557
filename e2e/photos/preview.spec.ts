import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const photos = (page: Page) =>
  page.getByRole('grid', { name: 'Your photos by month' }).getByRole('button', { name: /\.jpg$/ });

test.describe('the full-screen preview', () => {
  test.use({ account: 'customer@example.com' });

  test('pages with the keyboard, zooms between 1x and 2.5x only, and closes back to the same scroll position', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A photo well inside the viewport (rows above and below it exist too, off screen).
    const name = await page.evaluate(() => {
      const tiles = [...document.querySelectorAll<HTMLElement>('[role=grid] button[aria-label$=".jpg"]')];
      return tiles.find((t) => t.getBoundingClientRect().top > 200)?.getAttribute('aria-label') ?? '';
    });
    await page.getByRole('button', { name }).click();

    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
    const firstUrl = page.url();
    await expect(page.getByRole('img', { name })).toBeVisible();
    // No shop header or footer on the preview.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // A person looks at each photo before the next key: the viewer has stopped moving (no animation running).
    const settled = () => expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await settled();
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(firstUrl);
    await settled();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(firstUrl);

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const image = page.getByRole('img', { name });
    const width = async () => (await image.boundingBox())?.width ?? 0;
    // Measured once the image is laid out: on a busy machine the box can still be empty right after paging back.
    await expect.poll(width).toBeGreaterThan(0);
    const unzoomed = await width();
    await expect(zoomOut).toBeDisabled();
    await image.dblclick();
    // One double click goes straight to the maximum, 2.5x: nothing further to zoom in to.
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toBeEnabled();
    await expect.poll(async () => Math.round(((await width()) / unzoomed) * 10) / 10).toBe(2.5);
    await image.dblclick();
    await expect(zoomOut).toBeDisabled();
    await expect.poll(async () => Math.round(((await width()) / unzoomed) * 10) / 10).toBe(1);

    await page.keyboard.press('Escape');
    // Back on the list; 900 px down its address may hold the month at the top (decision 489), written once the
    // scroll settled (before the photo was opened, on a busy machine, or after coming back).
    await expect(page).toHaveURL(/\/my-photos\/photos(\?date=\d{4}-\d{2})?$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await expect(page.getByRole('button', { name })).toBeInViewport();
  });

  test('at the last loaded photo of a month, next loads the following page', async ({ page, goto }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    // The first month that shows a '+N' tile has more photos than its first page.
    const more = page.getByRole('button', { name: /^Show \d+ more photos? of / }).first();
    // Only rows near the viewport exist: scroll down until a month with a '+N' tile is there.
    for (let step = 0; step < 30 && (await more.count()) === 0; step += 1) await page.mouse.wheel(0, 700);
    await more.scrollIntoViewIfNeeded();
    // The photo just before the tile is the last one loaded of that month.
    const lastName = await more.evaluate((tile) => {
      const buttons = [...document.querySelectorAll<HTMLElement>('[role=grid] button')];
      return buttons
        .slice(0, buttons.indexOf(tile as HTMLElement))
        .reverse()
        .find((b) => b.getAttribute('aria-label')?.endsWith('.jpg'))
        ?.getAttribute('aria-label');
    });
    expect(lastName).toMatch(/\.jpg$/);
    const nextPage = page.waitForRequest(/\/photos\/timeline\/\d+\/\d+\?.*cursor=/);
    await page.getByRole('button', { name: lastName ?? '' }).click();
    await expect(page.getByRole('img', { name: lastName ?? '' })).toBeVisible();
    await nextPage;
    const next = page.getByRole('button', { name: 'Next photo' });
    await expect(next).toBeEnabled();
    const before = page.url();
    await next.click();
    // The carousel keeps its neighbours in the DOM: what changes is the photo in the address and its caption.
    await expect(page).not.toHaveURL(before);
  });

  test('a photo id that is not in the library goes back to the list', async ({ page, goto }) => {
    await goto('photoPreview', { id: 'no-such-photo' });
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  });
});

test.describe('accessibility of the photo screens', () => {
  test.use({ account: 'customer@example.com', bypassCSP: true });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the photos page, the selection toolbar and the preview have no serious or critical axe violation', async ({
        page,
        goto,
      }) => {
        await goto('photos');
        await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Select', exact: true }).click();
        await photos(page).first().click();
        await expect(page.getByText('1 selected')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Cancel' }).click();

        await photos(page).first().click();
        await expect(page).toHaveURL(/\/preview\//);
        await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});
