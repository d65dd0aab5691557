import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The photo buttons of the grid, in display order. */
const photos = (page: Page) =>
  page.getByRole('grid', { name: 'Your photos by month' }).getByRole('button', { name: /\.jpg$/ });
const monthHeadings = (page: Page) => page.getByRole('grid').getByRole('heading', { level: 2 });

test.describe('the photo timeline', () => {
  test.use({ account: 'customer@example.com' });

  test('shows the library by month with counts, sorts, and keeps the order after a reload', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'My photos' });
    await expect(tabs.getByRole('link', { name: /Photos\s+360/ })).toBeVisible();
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    const newestMonth = await monthHeadings(page).first().textContent();
    expect(newestMonth).toMatch(/^[A-Z][a-z]+ \d{4}$/);

    await page.getByLabel('Sort by').selectOption({ label: 'Date taken (oldest first)' });
    await expect(monthHeadings(page).first()).not.toHaveText(newestMonth ?? '');
    const oldestMonth = await monthHeadings(page).first().textContent();
    // The oldest photos of this library are the ones whose camera had no clock: January 1970.
    expect(oldestMonth).toBe('January 1970');

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('dateTaken:asc');
    await expect(monthHeadings(page).first()).toHaveText('January 1970');
    // The undated photos come last, under 'Unknown Date'.
    await page.getByRole('slider', { name: 'Jump to a month' }).press('End');
    await expect(page.getByRole('heading', { level: 2, name: 'Unknown Date' })).toBeVisible();
  });

  test('a load asks for the counts and each first month once, in the order kept on this device', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await page.getByLabel('Sort by').selectOption({ label: 'Date taken (oldest first)' });
    await expect(monthHeadings(page).first()).toHaveText('January 1970');
    // The headings come with the counts, the first months' pages after them: on a busy machine this load may still
    // be asking for those, which must not count as the reload's.
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/photo-management/')) asked.push(url.pathname + url.search);
    });
    // The boot script starts these calls before the app runs (decision 220); the app takes them, asks nothing twice.
    await page.reload();
    await expect(monthHeadings(page).first()).toHaveText('January 1970');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    expect(asked.filter((path) => path.includes('/users/timeline'))).toEqual([
      '/api/photo-management/users/timeline?sortKey=dateTaken',
    ]);
    const firstPages = asked.filter(
      (path) => path.includes('/photos/timeline/') && !path.includes('cursor='),
    );
    expect(firstPages[0]).toBe(
      '/api/photo-management/photos/timeline/1970/1?limit=24&sortKey=dateTaken&sortOrder=asc',
    );
    expect(new Set(firstPages).size).toBe(firstPages.length);
  });

  test('a returning visit in a window of the same width shows the rows with the grid, without its loader', async ({
    page,
    goto,
  }) => {
    // What the grid held when it first appeared, and whether its own loader was ever drawn (decision 383).
    await page.addInitScript(() => {
      const seen = { loader: false, rowsWithGrid: null as boolean | null };
      (window as unknown as { gridSeen: typeof seen }).gridSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.timeline > [role="status"]')) seen.loader = true;
        const grid = document.querySelector('[role="grid"]');
        if (grid && seen.rowsWithGrid === null)
          seen.rowsWithGrid = grid.querySelector('[role="row"]') !== null;
      }).observe(document, { subtree: true, childList: true });
    });
    const gridSeen = () => page.evaluate(() => (window as unknown as { gridSeen: unknown }).gridSeen);
    // A first visit: the grid measures itself before it lays out its rows.
    await goto('photos');
    await expect(photos(page).first()).toBeVisible();
    expect(await gridSeen()).toEqual({ loader: true, rowsWithGrid: false });
    await page.reload();
    await expect(photos(page).first()).toBeVisible();
    expect(await gridSeen()).toEqual({ loader: false, rowsWithGrid: true });
    // A window of another width, away from the grid (which would lay out again, and keep that): measured again.
    await goto('orders');
    await page.setViewportSize({ width: 1100, height: 800 });
    await goto('photos');
    await expect(photos(page).first()).toBeVisible();
    expect(await gridSeen()).toEqual({ loader: true, rowsWithGrid: false });
  });

  test('a photo has the date it was taken as its tooltip', async ({ page, goto }) => {
    await goto('photos');
    await expect(photos(page).first()).toHaveAttribute(
      'title',
      /^Taken on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$/,
    );
  });

  test('a thumbnail that fails to load shows a close icon instead of a broken image', async ({
    page,
    goto,
    emulator,
  }) => {
    await emulator.fail({ call: 'images.get', status: 500, times: 0 });
    await goto('photos');
    await expect(page.getByRole('img', { name: 'This photo could not be shown' }).first()).toBeVisible();
    // The photo itself is still there to open or select.
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
  });

  test('selects single photos, a range with shift, a whole month, and all', async ({ page, goto }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
    await expect(toolbar.getByText('0 selected')).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeDisabled();

    await photos(page).nth(0).click();
    await expect(toolbar.getByText('1 selected')).toBeVisible();
    await expect(photos(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
    await photos(page)
      .nth(3)
      .click({ modifiers: ['Shift'] });
    await expect(toolbar.getByText('4 selected')).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Clicking a selected photo deselects it.
    await photos(page).nth(1).click();
    await expect(toolbar.getByText('3 selected')).toBeVisible();

    await toolbar
      .getByRole('button', { name: 'Deselect all' })
      .or(toolbar.getByRole('button', { name: 'Select all' }))
      .click();
    await toolbar.getByRole('button', { name: 'Cancel' }).click();
    await expect(toolbar).toBeHidden();

    // A whole month: its select button toggles all of it.
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const firstMonth = (await monthHeadings(page).first().textContent()) ?? '';
    const monthCount = Number(
      (
        (await page
          .getByRole('row')
          .filter({ has: page.getByRole('heading', { name: firstMonth }) })
          .getByText(/\d+ photos?$/)
          .textContent()) ?? ''
      ).replace(/\D/g, ''),
    );
    await page.getByRole('button', { name: `Select all photos of ${firstMonth}` }).click();
    await expect(toolbar.getByText(`${monthCount} selected`)).toBeVisible();
    await page.getByRole('button', { name: `Deselect all photos of ${firstMonth}` }).click();
    await expect(toolbar.getByText('0 selected')).toBeVisible();

    await toolbar.getByRole('button', { name: 'Select all' }).click();
    await expect(toolbar.getByText(/^[1-9][\d,]* selected$/)).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Deselect all' })).toBeVisible();
  });

  test('the keyboard reaches every photo: arrows move, Space selects while selecting, Enter opens', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await photos(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(photos(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const focusedName = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focusedName).toMatch(/\.jpg$/);
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: focusedName ?? '' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  });

  test('a failed load shows the spec message and a retry brings the photos without a reload', async ({
    page,
    goto,
    emulator,
  }) => {
    await emulator.fail({ call: 'photoManagement.getTimelineCounts', status: 500 });
    await goto('photos');
    await expect(page.getByText('Error: Your photos could not be loaded')).toBeVisible();
    await emulator.fail({ call: 'photoManagement.getTimelineMonth', status: 503 });
    await page.getByRole('button', { name: 'Try again' }).click();
    // The counts arrive; the first month's page fails: that month is marked and can be tried again.
    const monthError = page.getByRole('grid').getByText('Error: Your photos could not be loaded');
    await expect(monthError.first()).toBeVisible();
    await page.getByRole('grid').getByRole('button', { name: 'Try again' }).first().click();
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(monthError).toHaveCount(0);
  });
});

test.describe('an empty library', () => {
  test.use({ account: 'empty@example.com' });

  test('shows the empty state and a count of 0', async ({ page, goto }) => {
    await goto('photos');
    await expect(page.getByText('Your photo library is empty')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /Photos\s+0/ }),
    ).toBeVisible();
  });
});

test.describe('a library of 100,000 photos', () => {
  test.use({ account: 'big@example.com' });

  test('opens on its newest month and jumps to the oldest without loading the months between', async ({
    page,
    goto,
  }) => {
    const monthRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/photos/timeline/')) monthRequests.push(request.url());
    });
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() =>
        photos(page)
          .first()
          .evaluate((tile: HTMLElement) => (tile.querySelector('img') as HTMLImageElement).complete),
      )
      .toBe(true);
    // How quickly is the benchmark's to say (npm run bench -- timeline, budget 1 s): a wall-clock limit here only
    // measured how busy the machine was (it failed at 6.5 s under a load of 16).
    const before = monthRequests.length;
    await page.getByRole('slider', { name: 'Jump to a month' }).press('End');
    await expect(page.getByRole('heading', { level: 2, name: 'Unknown Date' })).toBeVisible();
    await expect(photos(page).last()).toBeVisible();
    // Only the months near the end were asked for, not the 180 in between.
    expect(monthRequests.length - before).toBeLessThan(8);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3000);
  });
});
