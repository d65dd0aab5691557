import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

test.describe('the storage-expiry notice', () => {
  test.describe('critical', () => {
    // bypassCSP: the axe scan injects its script inline.
    test.use({ account: 'storage-critical@example.com', bypassCSP: true });

    test('opens the storage modal by itself once per browser session, not again after a reload', async ({
      page,
      goto,
    }) => {
      await goto('photos');
      const modal = page.getByRole('dialog', { name: 'Photo storage status' });
      await expect(modal).toBeVisible({ timeout: 15_000 });
      await expect(modal).toContainText('18 months after your last order');
      await expect(modal).toContainText(/\d+ days? remaining/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await expect(
        page.getByText(/Your photos will be deleted on .* unless you place an order/),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByText(/Your photos will be deleted on/)).toBeVisible({ timeout: 15_000 });
      await expect(modal).toBeHidden();
      // Still there on demand.
      await page.getByRole('button', { name: 'Photo storage status' }).click();
      await expect(modal).toBeVisible();
    });
  });

  test.describe('warning', () => {
    test.use({ account: 'storage-warning@example.com' });

    test('warns in the header without opening the modal', async ({ page, goto }) => {
      await goto('photos');
      await expect(
        page.getByText(/Your photos will be deleted on .*\(2 months and \d+ days? remaining\)/),
      ).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('dialog', { name: 'Photo storage status' })).toBeHidden();
    });
  });

  test.describe('safe', () => {
    test.use({ account: 'customer@example.com' });

    test('says until when the photos are kept', async ({ page, goto }) => {
      await goto('photos');
      await expect(page.getByText(/^Your photos are stored until \d+ \w+ \d{4}\.$/)).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('dialog', { name: 'Photo storage status' })).toBeHidden();
    });
  });
});
