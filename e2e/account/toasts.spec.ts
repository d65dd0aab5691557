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

    test('a notification stays 10 seconds, waits while hovered or focused, and covers neither heading nor control', async ({
      page,
      goto,
    }) => {
      await page.clock.install();
      await goto('allAddresses');
      await page.getByRole('link', { name: 'Change the address of Prinsengracht 263, Amsterdam' }).click();
      const save = page.getByRole('button', { name: 'Save address' });
      await save.scrollIntoViewIfNeeded();
      const saveBox = await save.boundingBox();
      if (!saveBox) throw new Error('Save address has no box');
      // The pointer stays where it clicked (at 1280 px the bottom of the viewport).
      const pointer = { x: saveBox.x + saveBox.width / 2, y: saveBox.y + saveBox.height / 2 };
      await page.mouse.click(pointer.x, pointer.y);
      const toast = page.getByRole('status').filter({ hasText: 'Address saved' });
      await expect(toast).toBeVisible();
      // At the top centre (the photo spec), not under the pointer that just clicked Save: a toast there covers
      // the spot just used, and stands still as hovered from the moment it appears.
      const toastBox = await toast.boundingBox();
      if (!toastBox) throw new Error('the toast has no box');
      expect(toastBox.y).toBeLessThanOrEqual(16);
      expect(Math.abs(toastBox.x + toastBox.width / 2 - width / 2)).toBeLessThanOrEqual(1);
      expect(pointer.y >= toastBox.y && pointer.y <= toastBox.y + toastBox.height).toBe(false);
      // From here the page's time moves only when the journey says so.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      await expect(page.getByRole('heading', { level: 1, name: 'All addresses' })).toBeVisible();
      expect(await overlaps(toast, page.getByRole('heading', { level: 1 }))).toBe(false);

      // Still there after 6 s (it used to close after 5).
      await page.clock.runFor(6000);
      await expect(toast).toBeVisible();
      // Hovered: it waits.
      await toast.hover();
      await page.clock.runFor(30_000);
      await expect(toast).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(500);
      await expect(toast).toBeVisible();
      // Focused (its Close button): it waits again.
      const close = toast.getByRole('button', { name: 'Close' });
      await close.focus();
      await page.clock.runFor(30_000);
      await expect(toast).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(close).not.toBeFocused();
      await page.clock.runFor(100);
      await expect(toast).toBeVisible();
      // The rest of its 10 s (less than 3 s are left), then it closes.
      await page.clock.runFor(3500);
      await expect(toast).toHaveCount(0);
    });
  });
}

test("a photo toast shows at the top centre and closes after the photo spec's 5 seconds", async ({
  page,
  goto,
}) => {
  await page.clock.install();
  await goto('albums');
  await page
    .getByRole('link', { name: /^Emma's first birthday/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete album' }).click();
  await page
    .getByRole('dialog', { name: 'Delete album?' })
    .getByRole('button', { name: 'Delete album' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: "Emma's first birthday album deleted" });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 799);
  const box = await toast.boundingBox();
  expect(box?.y).toBeLessThanOrEqual(16);
  // From here the page's time moves only when the journey says so: still there, then gone within 5 s (a
  // notification would stay 10).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await expect(toast).toBeVisible();
  await page.clock.runFor(5000);
  await expect(toast).toHaveCount(0);
});

const photoTexts = {
  'albelli-uk': {
    title: 'Order photo prints',
    next: 'Next: Customise 2 photo prints',
    failed: 'Error transferring photos. Try again.',
  },
  'photobox-fr': {
    title: 'Commander des tirages photo',
    next: 'Suivant\u00a0: personnaliser 2 tirages photo',
    failed: 'Erreur lors du transfert des photos. Veuillez réessayer.',
  },
} as const;

for (const brand of ['albelli-uk', 'photobox-fr'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`on My photos, ${brand} at ${width} px`, () => {
      test.use({ brand, viewport: { width, height: 800 } });

      test('a failed transfer to the prints editor is told where it covers neither the print bar nor its button', async ({
        page,
        goto,
        emulator,
      }) => {
        const text = photoTexts[brand];
        await emulator.fail({ call: 'photoManagement.createTempSelection', status: 500, times: 0 });
        await goto('photos');
        const tiles = page.getByRole('grid').getByRole('button', { name: /\.(jpe?g|png|heic)$/i });
        await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
        await page.getByRole('button', { name: text.title }).click();
        await tiles.nth(0).click();
        await tiles.nth(1).click();
        // Scrolled on: the print bar stays at the bottom of the viewport (sticky), its button under the pointer.
        await page.mouse.wheel(0, 600);
        const bar = page.getByRole('region', { name: text.title });
        const next = bar.getByRole('button', { name: text.next });
        await next.click();
        const toast = page.getByRole('alert').filter({ hasText: text.failed });
        await expect(toast).toBeVisible();
        await expect(next).toBeEnabled();
        expect(await overlaps(toast, bar)).toBe(false);
        expect(await overlaps(toast, next)).toBe(false);
      });
    });
  }
}
