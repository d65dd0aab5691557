import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// axe-core is injected inline (CSP bypassed for it).
test.use({ bypassCSP: true });

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the account-deleted page has the brand frame and ways onward', async ({ page, goto }) => {
      await goto('accountDeleted');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
      ).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img', { name: 'albelli' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View products' })).toBeVisible();
      // Nothing sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the change-e-mail success and error pages are framed, with a next step', async ({ page, goto }) => {
  await goto('changeEmailSuccess');
  await expect(page.getByRole('banner').getByRole('img', { name: 'albelli' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in with your new e-mail address' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the store' })).toBeVisible();
  await goto('changeEmailError');
  await expect(page.getByRole('banner').getByRole('img', { name: 'albelli' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the subscription success page leads on', async ({ page, goto }) => {
  await goto('doubleOptInSuccess');
  await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my account' })).toBeVisible();
  await expect(page).toHaveTitle('Success! | albelli');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a French brand', () => {
  test.use({ brand: 'photobox-fr' });

  test('the account-deleted page is French, framed and titled', async ({ page, goto }) => {
    await goto('accountDeleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte a été supprimé' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Photobox' })).toBeVisible();
    await expect(page).toHaveTitle('Votre compte a été supprimé | Photobox');
  });
});
