import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every warning and error the page writes to its console, with where it came from. */
function consoleNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error')
      noise.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => noise.push(`uncaught: ${error.message}`));
  return noise;
}

test.describe('the console of a customer who browses', () => {
  // With the consent banner, the support chat and the survey loaded, as a visitor without a blocker has them.
  test.use({ thirdParty: true });

  test('the main screens write no warning and no error', async ({ page, goto }) => {
    const noise = consoleNoise(page);
    for (const route of ['home', 'photos', 'albums', 'orders', 'settings'] as const) {
      await goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded, with its calls answered, before the next screen: what it logs on arrival is in `noise`.
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    }
    expect(noise).toEqual([]);
  });
});
