import type { Page } from '@playwright/test';
import { expect, type Goto, test } from '../fixtures';
import { photoTiles } from './photo-pages';

const HOUR = 3_600_000;

/**
 * Opens My photos the way a customer comes to it from their account: another page first, then the menu link.
 * The seeded import starts when the library is first asked about, and says so on the push socket a couple of
 * seconds later. A fresh load of My photos asks before the app has even opened its socket (the boot script,
 * decision 220), so on a busy machine that message can go out before the page can hear it; coming from another
 * page, the socket is open already.
 */
async function openPhotosFromOrders(page: Page, goto: Goto): Promise<void> {
  await goto('orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Saved photos' })
    .click();
}

test.describe('a library being imported', () => {
  test.use({ account: 'importing@example.com' });

  test('shows the import under way, then the imported photos without a reload', async ({
    page,
    goto,
    emulator,
  }) => {
    // The client waits 10 s after import-finished before it asks for the status again (the spec's delay).
    test.setTimeout(60_000);
    // Signing in (made after the test's reset) already started the seeded import, and its import-started message
    // went out before this page's socket was open: start from the seed again, so the page is there to hear it.
    await emulator.reset();
    await openPhotosFromOrders(page, goto);
    const notice = page.getByRole('status').filter({ hasText: 'We are importing your photos' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your photo library is empty')).toBeHidden();
    // The socket is open and authenticated once the import-started message has come through.
    await expect(notice).toContainText('The import has started', { timeout: 15_000 });

    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    await expect(
      page.getByText('Your photos have been imported. They will appear in a moment.'),
    ).toBeVisible();
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(notice).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ }),
    ).not.toHaveText(/Photos\s*0$/);
  });
});

test.describe('a library import that fails', () => {
  test.use({ account: 'importing@example.com' });

  test('is started again once per browser session; failing again, the banner says what to do', async ({
    page,
    goto,
    emulator,
  }) => {
    test.setTimeout(90_000);
    await emulator.reset();
    await emulator.fail({ call: 'jobs.import', status: 500, times: 2 });
    await openPhotosFromOrders(page, goto);
    const notice = page.getByRole('status').filter({ hasText: 'We are importing your photos' });
    await expect(notice).toContainText('The import has started', { timeout: 15_000 });

    // The first failure: the page starts the import again by itself (its banner promised it would).
    const restarted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/users\/activate$/.test(new URL(r.url()).pathname),
    );
    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    expect((await restarted).ok()).toBe(true);
    await expect(notice).toContainText('The import has started', { timeout: 15_000 });
    await emulator.settle();
    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    await expect(notice).toContainText(
      'We could not import your photos this time; nothing is lost. Reload this page later to try again.',
      { timeout: 15_000 },
    );
    await expect(page.getByText('We will try again')).toBeHidden();

    // Another visit to My photos in the same browser session starts the import (as the banner says), but a
    // failure is not retried again: the session's one retry is spent, so the banner says what to do at once.
    await emulator.fail({ call: 'jobs.import', status: 500, times: 1 });
    await goto('orders');
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/users\/activate$/.test(new URL(request.url()).pathname))
        starts.push(request.url());
    });
    await goto('photos');
    await expect(notice).toContainText('The import has started', { timeout: 15_000 });
    expect(starts).toHaveLength(1);
    // After the failure the page asks for the status (NOT_ACTIVE again): a retry would follow that answer at once.
    const asked = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/users\/activate$/.test(new URL(r.url()).pathname),
    );
    await emulator.advanceClock(2 * HOUR);
    await emulator.settle();
    await asked;
    await expect(notice).toContainText('Reload this page later to try again.', { timeout: 15_000 });
    await expect(page.getByText('We will try again')).toBeHidden();
    expect(starts).toHaveLength(1);
  });
});
