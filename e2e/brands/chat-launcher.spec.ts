import type { Locator, Page } from '@playwright/test';
import { expect, type SeededEmail, test, UK } from '../fixtures';

// The support chat's launcher floats in the bottom-right corner of every page that is not a photo page. Each
// page's end leaves room for it (decision 200): scrolled to the end, the last controls are clear of it, and a
// control that gets focus is scrolled into view above it.
test.use({ thirdParty: true });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator} has no box`);
  return box;
}

/** The control is on screen, outside the launcher's box, and is what a click at its centre would reach. */
async function expectClearOf(control: Locator, launcher: Locator): Promise<void> {
  const box = await boxOf(control);
  const viewport = control.page().viewportSize();
  expect(box.y + box.height, `${control} on screen`).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(overlaps(box, await boxOf(launcher)), `${control} clear of the launcher`).toBe(false);
  const hit = await control.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && element.contains(top);
  });
  expect(hit, `${control} reached at its centre`).toBe(true);
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
}

async function openWithLauncher(page: Page, goto: () => Promise<unknown>, heading: string): Promise<Locator> {
  await goto();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  return launcher;
}

/** Every button and link of the page and its footer that is wholly on screen. */
async function controlsOnScreen(page: Page): Promise<Locator[]> {
  const height = page.viewportSize()?.height ?? 0;
  const all = [
    ...(await page.getByRole('main').getByRole('button').all()),
    ...(await page.getByRole('main').getByRole('link').all()),
    ...(await page.getByRole('contentinfo').getByRole('link').all()),
  ];
  const shown: Locator[] = [];
  for (const control of all) {
    const box = await control.boundingBox();
    if (box !== null && box.height > 0 && box.y >= 0 && box.y + box.height <= height) shown.push(control);
  }
  return shown;
}

const cases: {
  account: SeededEmail;
  heading: string;
  route: 'invoices' | 'orders';
  /** The page's last controls: on screen once scrolled to the end. */
  last: (page: Page) => Locator[];
}[] = [
  {
    account: 'b2b@example.com',
    heading: 'Invoices',
    route: 'invoices',
    last: (page) => [
      page
        .getByRole('region', { name: 'Group files' })
        .getByRole('button', { name: /^ZIP: invoices of / })
        .last(),
      page.getByRole('contentinfo').getByRole('link').last(),
    ],
  },
  {
    account: 'customer@example.com',
    heading: 'Orders',
    route: 'orders',
    last: (page) => [
      page.getByRole('button', { name: 'Show more orders' }),
      page.getByRole('contentinfo').getByRole('link').last(),
    ],
  },
];

for (const { account, heading, route, last } of cases) {
  test.describe(`${route} (${account})`, () => {
    test.use({ account, brand: UK });
    test.beforeEach(async ({ context, url }) => {
      // A choice already made: no cookie banner, only the launcher floats.
      await context.addCookies([{ name: 'cookie_consent', value: '00', url: url('home') }]);
    });

    for (const width of [375, 1280]) {
      test(`at ${width} px no control is under the chat launcher at the end of the page`, async ({
        page,
        goto,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const launcher = await openWithLauncher(page, () => goto(route), heading);
        for (const control of last(page)) await expect(control).toBeVisible();
        await scrollToEnd(page);
        for (const control of last(page)) await expectClearOf(control, launcher);
        // The same for everything else on screen there (at 1280 px the invoices' last PDF buttons too).
        for (const control of await controlsOnScreen(page)) await expectClearOf(control, launcher);
      });
    }
  });
}

test.describe('a focused control', () => {
  test.use({ account: 'b2b@example.com', brand: UK });

  test('is scrolled into view above the launcher, not under it (375 px)', async ({
    page,
    goto,
    url,
    context,
  }) => {
    await context.addCookies([{ name: 'cookie_consent', value: '00', url: url('home') }]);
    await page.setViewportSize({ width: 375, height: 800 });
    const launcher = await openWithLauncher(page, () => goto('invoices'), 'Invoices');
    const zip = page
      .getByRole('region', { name: 'Group files' })
      .getByRole('button', { name: /^ZIP: invoices of / })
      .first();
    await expect(zip).toBeVisible();
    await zip.scrollIntoViewIfNeeded();
    // The page scrolled so that the button lies under the launcher; focusing it (as Tab would) brings it out.
    const [zipBox, launcherBox] = [await boxOf(zip), await boxOf(launcher)];
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      zipBox.y + zipBox.height / 2 - (launcherBox.y + launcherBox.height / 2),
    );
    expect(overlaps(await boxOf(zip), await boxOf(launcher))).toBe(true);
    await zip.focus();
    await expect(zip).toBeFocused();
    await expectClearOf(zip, launcher);
  });
});
