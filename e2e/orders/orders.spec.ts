import type { Locator, Page } from '@playwright/test';
import { watchAutomaticRetries } from '../automatic-retries';
import { expect, test } from '../fixtures';

const DAY = 24 * 3600 * 1000;

const inProgress = (page: Page) => page.getByRole('region', { name: /^In progress/ });
const history = (page: Page) => page.getByRole('region', { name: /^Order history/ });
/** An order's card in a list, found by its heading. */
const card = (list: Locator, code: string) =>
  list.getByRole('article').filter({ has: list.page().getByRole('heading', { name: `Order ${code}` }) });

/** The badge's text and colours, as the customer sees them. */
async function badge(order: Locator) {
  const status = order.locator('.order-status');
  return {
    text: await status.textContent(),
    color: await status.evaluate((el) => getComputedStyle(el).color),
    background: await status.evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}
const CYAN = { color: 'rgb(0, 84, 92)', background: 'rgb(217, 244, 247)' };
const RED = { color: 'rgb(160, 21, 30)', background: 'rgb(253, 232, 232)' };

test.describe('the orders list', () => {
  test.use({ account: 'customer@example.com' });

  test('shows the orders in progress and the history, each order with its shown status and colour', async ({
    page,
    goto,
  }) => {
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/orders/v2/superorders/me') pages.push(url.search);
    });
    await goto('orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(card(inProgress(page), 'AB-20480001')).toBeVisible();

    // Every order is read, 100 at a time, until the total is reached.
    expect(pages).toEqual([
      '?Offset=0&Limit=100&OrderState=notExpired',
      '?Offset=100&Limit=100&OrderState=notExpired',
    ]);

    const shown = {
      'AB-20480001': ['Awaiting payment', CYAN],
      'AB-20480002': ['Awaiting payment', CYAN],
      'AB-20480003': ['Ordered', CYAN],
      'AB-20480004': ['In production', CYAN],
      'AB-20480006': ['In production', CYAN],
      'AB-20480007': ['Cancelled', RED],
      'AB-20480008': ['Sent', CYAN],
      'AB-20480010': ['In production', CYAN],
    } as const;
    for (const [code, [text, colours]] of Object.entries(shown)) {
      expect(await badge(card(inProgress(page), code)), code).toEqual({ text, ...colours });
    }
    await expect(inProgress(page).getByRole('article')).toHaveCount(11);

    // Both sides of the boundaries: 31 days old, and dispatched with the payment changed 15 days ago.
    expect(await badge(card(history(page), 'AB-20480011'))).toEqual({ text: 'In production', ...CYAN });
    expect(await badge(card(history(page), 'AB-20480009'))).toEqual({ text: 'Sent', ...CYAN });
    expect(await badge(card(history(page), 'AB-20480016'))).toEqual({ text: 'Cancelled', ...RED });
    await expect(card(inProgress(page), 'AB-20480011')).toHaveCount(0);

    // An order with its products: name, quantity and picture.
    const prints = card(inProgress(page), 'AB-20480002');
    await expect(prints.getByText('Photo prints 10x15 cm')).toBeVisible();
    await expect(prints.getByText('Quantity: 40')).toBeVisible();
    await expect(prints.getByRole('listitem').locator('img')).toHaveJSProperty('complete', true);
  });

  test('shows the long history 20 at a time', async ({ page, goto }) => {
    await goto('orders');
    const status = history(page).getByRole('status');
    await expect(status).toHaveText(/^Showing 20 of (\d+) orders$/);
    const total = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(100);
    await history(page).getByRole('button', { name: 'Show more orders' }).click();
    await expect(history(page).getByRole('article')).toHaveCount(40);
    await expect(status).toHaveText(`Showing 40 of ${total} orders`);
  });

  test('files the orders by the services’ clock: moved on two days, the boundary orders go to the history', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('orders');
    await expect(card(inProgress(page), 'AB-20480010')).toBeVisible();
    await expect(card(inProgress(page), 'AB-20480008')).toBeVisible();

    await emulator.advanceClock(2 * DAY);
    await page.reload();
    // 31 days old now, and paid (dispatched) 15 days ago.
    await expect(card(history(page), 'AB-20480010')).toBeVisible();
    await expect(card(history(page), 'AB-20480008')).toBeVisible();
    await expect(card(inProgress(page), 'AB-20480012')).toBeVisible();
    await expect(inProgress(page).getByRole('article')).toHaveCount(9);
  });

  test('a clock moved on before the first look files the orders the same way', async ({
    page,
    goto,
    emulator,
  }) => {
    await emulator.advanceClock(2 * DAY);
    await goto('orders');
    await expect(card(history(page), 'AB-20480010')).toBeVisible();
    await expect(card(inProgress(page), 'AB-20480007')).toBeVisible();
  });

  test('a failed load says so, and Try again loads the orders', async ({ page, goto, emulator }) => {
    const retries = await watchAutomaticRetries(page);
    await emulator.fail({ call: 'orders.getSuperOrders', status: 500, times: 0 });
    await goto('orders');
    await expect(page.getByRole('alert')).toHaveText(/An error occurred loading your orders\./);
    await retries.hold();
    await emulator.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(inProgress(page), 'AB-20480001')).toBeVisible();
  });

  test('an order opens its details', async ({ page, goto }) => {
    await goto('orders');
    await card(inProgress(page), 'AB-20480004').getByRole('link', { name: 'Order AB-20480004' }).click();
    await expect(page).toHaveURL(/\/orders\/AB-20480004$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  });
});

test.describe('an account without orders', () => {
  test.use({ account: 'empty@example.com' });

  test("says 'You haven't ordered anything yet!' and leads to the shop", async ({ page, goto }) => {
    await goto('orders');
    await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
    // The empty state's link, and the coming order deadline's when a cut-off is near: both lead to the shop.
    const shops = page.getByRole('link', { name: 'Start shopping' });
    await expect(shops.first()).toBeVisible();
    for (const shop of await shops.all()) {
      await expect(shop).toHaveAttribute('href', /\/merchandise\/shop\/albelli-uk\/$/);
    }
    await expect(page.getByRole('region', { name: /^In progress/ })).toHaveCount(0);
  });
});

test.describe('the coming order deadline on a phone', () => {
  test.use({ account: 'customer@example.com', viewport: { width: 375, height: 812 } });

  /**
   * Holds the cut-off groups' call until `release()`, then answers one deadline ten days away (they come round
   * once a year), and records the page's layout shifts from its first paint.
   */
  async function holdCutOff(page: Page) {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/orders/v1/ArticleGroup', async (route) => {
      await released;
      await route.fulfill({
        json: [
          {
            id: 'christmas-books',
            name: 'Photo books for Christmas',
            articleTypes: ['PhotoBook'],
            cutOffDate: new Date(Date.now() + 10 * DAY).toISOString(),
            deliveredBy: new Date(Date.now() + 20 * DAY).toISOString(),
            event: 'christmas',
          },
        ],
      });
    });
    const shiftScore = () =>
      page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    /** Two frames after the answer: whatever it changes is painted. */
    const painted = () =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return { release, shiftScore, painted };
  }
  const notice = (page: Page) => page.getByText(/^Order by .+ for delivery before Christmas$/);

  test('a deadline that answers after the orders comes with the list, not above it later', async ({
    page,
    goto,
  }) => {
    const { release, shiftScore } = await holdCutOff(page);
    // Whether the notice was on the page when the first order card appeared, recorded by the page itself: the
    // page waits a second at most for the deadline, so the deadline answers just after the orders.
    await page.addInitScript(() => {
      const seen = window as unknown as { noticeWithList?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main article')) return;
        seen.noticeWithList = /Order by .+ for delivery before Christmas/.test(
          document.body.textContent ?? '',
        );
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The deadline is released from the orders' own route, right after their answer is handed to the browser:
    // waiting in the test for the orders' response first took longer than the page's second on a busy machine.
    await page.route(
      (url) => url.pathname === '/api/orders/v2/superorders/me',
      async (route) => {
        // The runner resolves no *.localhost brand host as the browser does: ask the gateway by address.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = '127.0.0.1';
        const response = await route.fetch({
          url: url.href,
          headers: { ...route.request().headers(), host },
        });
        const answered = route.fulfill({ response });
        release();
        await answered;
      },
    );
    await goto('orders');
    await expect(notice(page)).toBeVisible();
    const first = inProgress(page).getByRole('article').first();
    await expect(first).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { noticeWithList?: boolean }).noticeWithList),
    ).toBe(true);
    expect(await shiftScore()).toBeLessThan(0.05);
  });

  test('a deadline that answers too late is left out, and the list the customer reads does not move', async ({
    page,
    goto,
  }) => {
    const { release, shiftScore, painted } = await holdCutOff(page);
    await goto('orders');
    // The orders do not wait for a call that hangs (a second at most).
    const first = inProgress(page).getByRole('article').first();
    await expect(first).toBeVisible();
    const before = await first.boundingBox();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders/v1/ArticleGroup');
    release();
    await answered;
    await painted();
    expect(await first.boundingBox()).toEqual(before);
    await expect(notice(page)).toHaveCount(0);
    expect(await shiftScore()).toBeLessThan(0.05);
  });
});
