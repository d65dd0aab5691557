import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { photoTiles, recordPhotos } from './photo-pages';

/** The month's heading in the grid. */
const month = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Your photos by month' }).getByRole('heading', { name, exact: true });

/** The element's top is at the top of the viewport (within a few pixels). */
async function expectAtTop(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Math.round((await locator.boundingBox())?.y ?? -1000), { timeout: 5_000 })
    .toBeLessThan(70);
  await expect
    .poll(async () => Math.round((await locator.boundingBox())?.y ?? -1000))
    .toBeGreaterThanOrEqual(0);
}

/** Opens 'Go to date' from the bar and chooses a year, and a month and a day if given. */
async function goToDate(page: Page, choice: { year: string; month?: string; day?: string }) {
  await page.getByRole('button', { name: 'Go to date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Go to date' });
  await dialog.getByLabel('Year').selectOption(choice.year);
  if (choice.month) await dialog.getByLabel('Month').selectOption({ label: choice.month });
  if (choice.day) await dialog.getByLabel('Day').selectOption(choice.day);
  await dialog.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(dialog).toBeHidden();
}

// Each journey opens the library and lands (a reload too): three times the usual time on a busy machine.
test.beforeEach(() => test.slow());

test.describe('go to a date on My photos', () => {
  // bypassCSP: the axe scan injects its script inline.
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('a year lands on its first month, a month on itself; the address holds it through a reload', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });

    // The dialog: named, its fields labelled, axe-clean; Escape closes it; `g` opens it too.
    await page.keyboard.press('g');
    const dialog = page.getByRole('dialog', { name: 'Go to date' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Year')).toBeVisible();
    await expect(dialog.getByLabel('Day')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await goToDate(page, { year: '2025' });
    await expectAtTop(month(page, 'December 2025'));
    await expect(page).toHaveURL(/[?&]date=2025(&|$)/);

    await goToDate(page, { year: '2025', month: 'June' });
    await expectAtTop(month(page, 'June 2025'));
    await expect(page).toHaveURL(/[?&]date=2025-06(&|$)/);
    // June's photos load on landing.
    await expect(page.locator('[title*=" June 2025 at "]').first()).toBeVisible({ timeout: 30_000 });

    await page.reload();
    await expectAtTop(month(page, 'June 2025'));
    await expect(page).toHaveURL(/[?&]date=2025-06(&|$)/);
  });

  test('an empty month lands on the nearest month with photos, and says so', async ({ page, goto }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    await goToDate(page, { year: '2026', month: 'July' });
    await expect(
      page.getByText('No photos from July 2026: here is August 2026, the nearest month with photos.'),
    ).toBeVisible();
    await expectAtTop(month(page, 'August 2026'));
    await expect(page).toHaveURL(/[?&]date=2026-08(&|$)/);
  });

  test("a day lands on that day's first photo", async ({ page, goto }) => {
    const photos = recordPhotos(page);
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    // August 2026 is the second month and loads with the first screen: a day of its, past its first row.
    await expect
      .poll(() => [...photos.values()].filter((p) => p.dateTaken?.startsWith('2026-08')).length)
      .toBeGreaterThan(20);
    const august = [...photos.values()]
      .filter((p) => p.dateTaken?.startsWith('2026-08'))
      .sort((a, b) => (b.dateTaken ?? '').localeCompare(a.dateTaken ?? ''));
    const day = (august[12]?.dateTaken ?? '').slice(8, 10);
    const first = august.find((p) => p.dateTaken?.slice(8, 10) === day);
    if (!first) throw new Error('no photo on the chosen day');

    await goToDate(page, { year: '2026', month: 'August', day: String(Number(day)) });
    await expectAtTop(page.getByRole('button', { name: first.localFileName, exact: true }));
    await expect(page).toHaveURL(new RegExp(`[?&]date=2026-08-${day}(&|$)`));
  });

  test('a shared link opens at its date', async ({ page, goto }) => {
    await goto('photos', {}, { query: { date: '2025-03' } });
    await expectAtTop(month(page, 'March 2025'));
    // Scrolling on moves the address with the month at the top, replaced rather than added to the history.
    const before = await page.evaluate(() => window.history.length);
    await month(page, 'February 2025').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(page).toHaveURL(/[?&]date=2025-0[12](&|$)/);
    expect(await page.evaluate(() => window.history.length)).toBe(before);
  });
});

test.describe('go to a date at 100,000 photos (big@)', () => {
  test.use({ account: 'big@example.com' });

  test('a month far down lands at once and its photos load', async ({ page, goto }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    await goToDate(page, { year: '2012', month: 'March' });
    await expectAtTop(month(page, 'March 2012'));
    await expect(page.locator('[title*=" March 2012 at "]').first()).toBeVisible({ timeout: 30_000 });
  });
});

test.describe("go to huge@'s 70,000-photo day (1,000,000 photos)", () => {
  test.use({ account: 'huge@example.com' });

  test("lands on the day's first photo without a scan, the page kept small", async ({ page, goto }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 30_000 });
    await goToDate(page, { year: '2016', month: 'August', day: '14' });
    await expectAtTop(month(page, 'August 2016'));
    await expect(page).toHaveURL(/[?&]date=2016-08-14(&|$)/);
    const grid = page.getByRole('grid', { name: 'Your photos by month' });
    await expect(grid.locator('[title^="Taken on 14 August 2016"]').first()).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3000);
  });
});

test.describe('go to a date on a Dutch brand', () => {
  test.use({ account: 'customer@example.com', brand: 'albelli-nl', bypassCSP: true });

  test('the dialog is in Dutch and axe-clean', async ({ page, goto }) => {
    await goto('photos');
    await page.getByRole('button', { name: 'Naar datum' }).click();
    const dialog = page.getByRole('dialog', { name: 'Naar datum' });
    await expect(dialog.getByLabel('Jaar')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
