import type { Page } from '@playwright/test';
import type { SeededEmail } from '#contracts/seed';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// axe-core is injected as an inline script, which the gateway's CSP rightly refuses.
test.use({ bypassCSP: true });

async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

type SettingsRoute =
  | 'settings'
  | 'personalDetails'
  | 'paymentMethod'
  | 'changeEmail'
  | 'allAddresses'
  | 'addAddress'
  | 'changeAddress'
  | 'settingsB2b'
  | 'ftpIntegration'
  | 'changeEmailB2b'
  | 'addAddressB2b';

const SCREENS: {
  account: SeededEmail;
  route: SettingsRoute;
  query?: Record<string, string>;
  ready: string;
}[] = [
  { account: 'customer@example.com', route: 'settings', ready: 'Default address' },
  { account: 'customer@example.com', route: 'personalDetails', ready: 'Save changes' },
  { account: 'customer@example.com', route: 'paymentMethod', ready: 'PayPal' },
  { account: 'customer@example.com', route: 'changeEmail', ready: 'Send confirmation link' },
  { account: 'customer@example.com', route: 'allAddresses', ready: 'Prinsengracht' },
  { account: 'customer@example.com', route: 'addAddress', ready: 'Save address' },
  {
    account: 'customer@example.com',
    route: 'changeAddress',
    query: { id: 'u-customer-address-2' },
    ready: 'Save address',
  },
  { account: 'b2b@example.com', route: 'settingsB2b', ready: 'Account status' },
  { account: 'b2b@example.com', route: 'ftpIntegration', ready: 'Save callback settings' },
  { account: 'b2b@example.com', route: 'changeEmailB2b', ready: 'Send confirmation link' },
  { account: 'b2b@example.com', route: 'addAddressB2b', ready: 'Company name' },
];

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const screen of SCREENS) {
      test.describe(screen.account, () => {
        test.use({ account: screen.account });
        test(`${screen.route} has no serious or critical axe violation`, async ({ page, goto }) => {
          await goto(screen.route, {}, { query: screen.query ?? {} });
          await settled(page);
          await expect(page.getByText(screen.ready).first()).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      });
    }

    test('the public result pages have no serious or critical axe violation', async ({ page, goto }) => {
      for (const route of [
        'changeEmailSuccess',
        'changeEmailError',
        'accountDeleted',
        'deleteAccountError',
        'doubleOptInSuccess',
        'doubleOptInError',
      ] as const) {
        await goto(route);
        await settled(page);
        expect(await seriousViolations(page), route).toEqual([]);
      }
    });
  });
}
