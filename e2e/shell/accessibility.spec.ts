import { seriousViolations } from '../axe';
import { customerLoaded, expect, test } from '../fixtures';

// axe-core is injected as an inline script, which the gateway's CSP rightly refuses.
test.use({ bypassCSP: true });

test.describe('accessibility of the shell', () => {
  test.describe('signed in as a business user', () => {
    test.use({ account: 'b2b@example.com' });

    test('the signed-in shell has no serious or critical axe violation at 1280 px', async ({
      page,
      goto,
    }) => {
      await goto('home');
      // The status banner comes with the customer: the shell is complete.
      await expect(
        page.getByText('Missing account details, please complete additional details'),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe('signed in on a phone', () => {
    test.use({ account: 'customer@example.com', viewport: { width: 375, height: 740 } });

    test('the shell on a phone has no serious or critical axe violation', async ({ page, goto }) => {
      const loaded = customerLoaded(page);
      await goto('home');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await loaded;
      expect(await seriousViolations(page)).toEqual([]);

      await goto('orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('the sign-in page has no serious or critical axe violation', async ({ page, goto }) => {
    await goto('home');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
