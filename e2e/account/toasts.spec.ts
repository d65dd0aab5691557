import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.y < y.y + y.height && y.y < x.y + x.height && x.x < y.x + y.width && y.x < x.x + x.width;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a notification stays 10 seconds, waits while hovered, and covers neither heading nor control', async ({
      page,
      goto,
    }) => {
      // At 1280 px the notification has not closed 4 s after the pointer left it (seen in CI, not yet explained):
      // kept visible as a known failure, issue 27's note says what is left.
      test.fixme(width === 1280, 'closing after the hover pause at 1280 px is still under investigation');
      await page.clock.install();
      await goto('allAddresses');
      await page.getByRole('link', { name: 'Change the address of Prinsengracht 263, Amsterdam' }).click();
      const save = page.getByRole('button', { name: 'Save address' });
      await save.click();
      const toast = page.getByRole('status').filter({ hasText: 'Address saved' });
      await expect(toast).toBeVisible();
      // From here the page's time moves only when the journey says so.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      await expect(page.getByRole('heading', { level: 1, name: 'All addresses' })).toBeVisible();
      expect(await overlaps(toast, page.getByRole('heading', { level: 1 }))).toBe(false);

      // Still there after 6 s (it used to close after 5).
      await page.clock.runFor(6000);
      await expect(toast).toBeVisible();
      await toast.hover();
      await page.clock.runFor(30_000);
      await expect(toast).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(100);
      await expect(toast).toBeVisible();
      // The rest of its 10 s (less than 4 s are left), then it closes.
      await page.clock.runFor(4000);
      await expect(toast).toHaveCount(0);
    });
  });
}
