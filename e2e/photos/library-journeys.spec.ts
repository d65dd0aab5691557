import type { Page } from '@playwright/test';
import { selectFirstPhotos } from '../albums/select-photos';
import { expect, test } from '../fixtures';
import { photoTiles } from './photo-pages';

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo preview' });

test.describe('the library as customers use it (customer@)', () => {
  test.use({ account: 'customer@example.com' });

  test('ArrowRight then Escape at once closes the viewer, every time', async ({ page, goto }) => {
    // Ten rounds of open, move and close: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    for (let round = 0; round < 10; round += 1) {
      await photoTiles(page).nth(round).click();
      await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
      await expect(viewer(page)).toBeVisible();
      // No wait between the two keys: the Escape must not be lost behind the move.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/my-photos\/photos$/);
      await expect(viewer(page)).toHaveCount(0);
    }
  });

  test('thirty ArrowRight presses move thirty photos, across the first page and month', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    const first = (await photoTiles(page).first().getAttribute('aria-label')) ?? '';
    await photoTiles(page).first().click();
    await expect(page.getByRole('img', { name: first })).toBeVisible();
    const seen = new Set<string>([page.url()]);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.add(frame.url());
    });
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => seen.size, { timeout: 15_000 }).toBe(31);
  });

  test('Select all selects all 360 photos at once; Download is then disabled with the tooltip', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
    await toolbar.getByRole('button', { name: 'Select all' }).click();
    await expect(toolbar).toContainText('360 selected');
    await expect(toolbar.getByRole('button', { name: 'Deselect all' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(toolbar.getByRole('tooltip')).toHaveText('Up to 100 photos can be downloaded at a time');
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  test('a reloaded preview link of an August photo outside the first month opens that photo', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    // Scroll down to an August that is not the first month, and open its first photo.
    const august = page.getByRole('button', { name: /^Select all photos of August \d{4}$/ }).first();
    for (let step = 0; step < 60 && (await august.count()) === 0; step += 1) await page.mouse.wheel(0, 800);
    await august.scrollIntoViewIfNeeded();
    const name = await august.evaluate((header) => {
      const buttons = [...document.querySelectorAll<HTMLElement>('[role=grid] button')];
      return buttons
        .slice(buttons.indexOf(header as HTMLElement))
        .find((b) => b.getAttribute('aria-label')?.endsWith('.jpg'))
        ?.getAttribute('aria-label');
    });
    expect(name).toMatch(/\.jpg$/);
    await page.getByRole('button', { name: name ?? '' }).click();
    await expect(page.getByRole('img', { name: name ?? '' })).toBeVisible();
    const link = page.url();
    await page.reload();
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('img', { name: name ?? '' })).toBeVisible({ timeout: 15_000 });
    // Shared without its month: still that photo.
    await page.goto(link.replace(/\?.*$/, ''));
    await expect(page.getByRole('img', { name: name ?? '' })).toBeVisible({ timeout: 15_000 });
    expect(page.url()).toContain('/my-photos/photos/preview/');
  });

  test('Copy to album offers only own albums that are not shared', async ({ page, goto }) => {
    await goto('photos');
    await selectFirstPhotos(page, 2);
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Copy to album' })
      .click();
    const list = page
      .getByRole('dialog', { name: 'Copy to album' })
      .getByRole('list', { name: 'Or choose one of your albums' });
    await expect(list.getByRole('button', { name: /^Family favourites/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Ardennes/ })).toHaveCount(0);
    await expect(list.getByRole('button', { name: /Neighbourhood barbecue/ })).toHaveCount(0);
  });
});

test.describe('select all on a large library (big@)', () => {
  test.use({ account: 'big@example.com' });

  test('Select all counts 100,000 at once; Delete runs with progress and can be stopped, counts right after', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
    await toolbar.getByRole('button', { name: 'Select all' }).click();
    await expect(toolbar).toContainText('100,000 selected');
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 100,000 photos?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const progress = dialog.getByRole('progressbar');
    await expect(progress).toBeVisible();
    // Let a few chunks go, then stop.
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
      .toBeGreaterThan(200);
    await dialog.getByRole('button', { name: 'Stop deleting' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    // The Photos tab counts what is left: fewer than 100,000, more than nothing.
    const tab = page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ });
    await expect
      .poll(async () => Number((await tab.textContent())?.replace(/\D/g, '') ?? 0), { timeout: 15_000 })
      .toBeLessThan(100_000);
    const left = Number((await tab.textContent())?.replace(/\D/g, '') ?? 0);
    expect(left).toBeGreaterThan(90_000);
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await toolbar.getByRole('button', { name: 'Select all' }).click();
    await expect(toolbar).toContainText(`${left.toLocaleString('en-GB')} selected`);
  });
});
