import { expect, test } from '../fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe("an album's 'Add photos' on a phone of a brand with an app", () => {
  test.use({ account: 'customer@example.com', userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('goes to the app with the album id and comes back to the album after 2 s', async ({ page, goto }) => {
    // The app takes the link and the page stays where it is (a 204 does that to a navigation in the browser).
    await page.route('https://app.albelli.co.uk/**', (route) => route.fulfill({ status: 204 }));
    await goto('album', { id: 'u-customer-album-4' });
    await expect(page.getByRole('heading', { level: 1, name: 'Summer in Portugal' })).toBeVisible({
      timeout: 15_000,
    });
    const toApp = page.waitForRequest((r) => r.url().startsWith('https://app.albelli.co.uk/open'));
    await page.getByRole('button', { name: 'Add photos' }).first().click();
    expect(new URL((await toApp).url()).searchParams.get('album_id')).toBe('u-customer-album-4');
    const back = page.waitForEvent('load', { timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Add photos to the album' })).toHaveCount(0);
    // Back on the album: it loads again.
    await back;
    await expect(page).toHaveURL(/\/my-photos\/albums\/u-customer-album-4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Summer in Portugal' })).toBeVisible();
  });
});

test.describe("an album's 'Add photos' on a computer", () => {
  test.use({ account: 'customer@example.com' });

  test('opens the picker', async ({ page, goto }) => {
    await goto('album', { id: 'u-customer-album-4' });
    await page.getByRole('button', { name: 'Add photos' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add photos to the album' })).toBeVisible();
  });
});
