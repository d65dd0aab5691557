import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// Issue 23 item 7: the add-to-album picker groups the library by month taken (as the timeline does), a month's
// toggle takes the whole month (its photos not loaded yet too), and adding adds exactly that, in calls of at most
// 500, marking what the album already holds and never adding it twice.
// bypassCSP: the axe scan injects its script inline.
test.use({ account: 'big@example.com', bypassCSP: true });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
const photosText = (count: number) => `${count.toLocaleString('en-GB')} photos`;

test.describe('the add-to-album picker on a large library (big@)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px adds a whole month, loaded or not, and marks it in the album`, async ({
      page,
      goto,
      emulator,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await goto('albums');
      await page.getByRole('link', { name: /^Family archive/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Family archive' })).toBeVisible();
      await expect(page.getByText(photosText(500), { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Add photos' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Add photos to the album' });
      const month = picker.getByRole('region').first();
      const title = (await month.getByRole('heading', { level: 3 }).textContent()) ?? '';
      expect(title).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      const size = number((await month.locator('.timeline-month__count').textContent()) ?? '');
      const tiles = month.getByRole('button', { name: /\.(jpe?g|png|heic)$/i });
      await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
      // The month is far larger than what is loaded of it: its toggle takes the photos not loaded yet too.
      expect(size).toBeGreaterThan(500);
      expect(await tiles.count()).toBeLessThan(size);
      expect(await seriousViolations(page)).toEqual([]);

      await month.getByRole('button', { name: `Select all photos of ${title}` }).click();
      await expect(month.getByRole('button', { name: `Deselect all photos of ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const add = picker.getByRole('button', { name: `Add ${size.toLocaleString('en-GB')} photos` });
      await expect(add).toBeEnabled();

      // A failed call: the spec's message, and the selection is still there to try again.
      await emulator.fail({ call: 'photoManagement.addAlbumPhotos', status: 500 });
      await add.click();
      await expect(picker.getByRole('alert')).toHaveText('Unable to save changes. Please try again');
      await expect(add).toBeEnabled();
      await add.click();
      await expect(picker).toBeHidden({ timeout: 30_000 });
      await expect(page.getByText(photosText(500 + size), { exact: true })).toBeVisible();

      // Opened again: the month's photos are marked as in the album, its toggle is off and nothing can be added.
      await page.getByRole('button', { name: 'Add photos' }).first().click();
      await expect(month.getByRole('button', { name: /, already in the album$/ }).first()).toBeDisabled({
        timeout: 15_000,
      });
      await expect(month.getByRole('button', { name: /\.(jpe?g|png|heic)$/i })).toHaveCount(0);
      await expect(month.getByRole('button', { name: `Select all photos of ${title}` })).toBeDisabled();
      await expect(picker.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    });
  }
});
