import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

const grid = (page: Page) => page.getByRole('grid', { name: 'Your photos by month' });
const photos = (page: Page) => grid(page).getByRole('button', { name: /\.jpg$/ });

/**
 * Holds the preview's code until `release` is called, wherever it is asked for from (the click, or the fetch
 * when the page was idle): the journey's keys are then pressed while the first preview of the visit loads.
 */
async function holdPreviewCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/PhotoPreviewPage-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('keys pressed while the first preview loads', () => {
  test('ArrowRight then Escape at once: the preview moves, then closes, and the grid shows', async ({
    page,
    goto,
  }) => {
    const release = await holdPreviewCode(page);
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await photos(page).first().click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    release();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('two ArrowRight at once: the preview shows the third photo', async ({ page, goto }) => {
    const release = await holdPreviewCode(page);
    await goto('photos');
    await expect(photos(page).nth(2)).toBeVisible({ timeout: 15_000 });
    const third = await photos(page).nth(2).getAttribute('data-photo-id');
    await photos(page).first().click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    release();
    await expect(page).toHaveURL(new RegExp(`/preview/${third}(\\?|$)`));
  });
});

test('back from a linked preview of an old month lands at that month with the photo in view', async ({
  page,
  goto,
  context,
}) => {
  test.setTimeout(60_000);
  await goto('photos');
  await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
  // December 2024, far down the timeline (about 10,000 px): scroll until its photos are there.
  const december = grid(page).getByRole('heading', { name: 'December 2024' });
  await expect
    .poll(
      async () => {
        if (await december.isVisible()) return true;
        await page.mouse.wheel(0, 1500);
        return false;
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(true);
  await december.scrollIntoViewIfNeeded();
  const link = await december.evaluate((heading) => {
    // The grid's rows in document order (each sits in an element of the virtual list's own): the month's first
    // photo is in the row after its header.
    const header = heading.closest('[role="row"]');
    const rows = [...(heading.closest('[role="grid"]')?.querySelectorAll('[role="row"]') ?? [])];
    const next = rows[rows.indexOf(header as Element) + 1]?.querySelector<HTMLElement>('[data-photo-id]');
    return next ? { id: next.dataset.photoId ?? '', name: next.getAttribute('aria-label') ?? '' } : null;
  });
  expect(link).not.toBeNull();
  const { id, name } = link ?? { id: '', name: '' };

  // The link opened in a new tab, as a shared link is: Escape comes back to the photo, not to the top.
  const linked = await context.newPage();
  await linked.goto(`${new URL(page.url()).origin}/my-photos/photos/preview/${id}?month=2024-12`);
  await expect(linked.getByRole('img', { name })).toBeVisible({ timeout: 15_000 });
  await linked.keyboard.press('Escape');
  await expect(linked).toHaveURL(/\/my-photos\/photos$/);
  await expect(
    linked.getByRole('grid', { name: 'Your photos by month' }).getByRole('button', { name }),
  ).toBeInViewport({
    timeout: 15_000,
  });
  expect(await linked.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
});
