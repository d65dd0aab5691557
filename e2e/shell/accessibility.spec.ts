import { seriousViolations } from '../axe';
import { brandUrl, expect, test, UK } from '../fixtures';

// axe-core is injected as an inline script, which the gateway's CSP rightly refuses.
test.use({ bypassCSP: true });

test.describe('accessibility of the shell', () => {
  test('the signed-in shell has no serious or critical axe violation at 1280 px', async ({
    page,
    signIn,
  }) => {
    await signIn('b2b@example.com');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the shell on a phone has no serious or critical axe violation', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn('customer@example.com');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(brandUrl(UK, '/orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the sign-in page has no serious or critical axe violation', async ({ page, emulator }) => {
    void emulator;
    await page.goto(brandUrl(UK, '/'));
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
