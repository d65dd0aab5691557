import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// Issue 23 (what was left): the bar above the library's grid fits one line at 1280 px in English and French, its
// tab order is its visual order at every width, its secondary actions sit in a 'More actions' menu a keyboard can
// work, and on a phone the chosen sort order reads whole. bypassCSP: the axe scan injects its script inline.
test.use({ account: 'customer@example.com', bypassCSP: true });

interface BarTexts {
  brand: string;
  select: string;
  sort: string;
  sizes: [string, string, string];
  goToDate: string;
  downloads: string;
  more: string;
  exportAll: string;
  deleteAll: string;
  deleteAllDialog: string;
  grid: string;
}

const UK: BarTexts = {
  brand: 'photobox-uk',
  select: 'Select',
  sort: 'Sort by',
  sizes: ['Small thumbnails', 'Medium thumbnails', 'Large thumbnails'],
  goToDate: 'Go to date',
  downloads: 'Your downloads',
  more: 'More actions',
  exportAll: 'Export all photos',
  deleteAll: 'Delete all photos',
  deleteAllDialog: 'Delete all photos?',
  grid: 'Your photos by month',
};

const FR: BarTexts = {
  brand: 'photobox-fr',
  select: 'Sélectionner',
  sort: 'Trier par',
  sizes: ['Petites miniatures', 'Miniatures moyennes', 'Grandes miniatures'],
  goToDate: 'Aller à une date',
  downloads: 'Vos téléchargements',
  more: 'Plus d’actions',
  exportAll: 'Exporter toutes les photos',
  deleteAll: 'Supprimer toutes les photos',
  deleteAllDialog: 'Supprimer toutes les photos',
  grid: 'Vos photos par mois',
};

/** The bar's controls in the order the spec's reader meets them. */
function barControls(page: Page, t: BarTexts): Locator[] {
  return [
    page.getByRole('button', { name: t.select, exact: true }),
    page.getByRole('combobox', { name: t.sort }),
    ...t.sizes.map((name) => page.getByRole('button', { name })),
    page.getByRole('button', { name: t.goToDate, exact: true }),
    page.getByRole('link', { name: t.downloads }),
    page.getByRole('button', { name: t.more }),
  ];
}

async function boxes(controls: Locator[]) {
  const out = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    out.push(box ?? { x: 0, y: 0, width: 0, height: 0 });
  }
  return out;
}

for (const t of [UK, FR]) {
  test.describe(`the photo bar on ${t.brand}`, () => {
    test.use({ brand: t.brand });

    for (const width of [1280, 768, 375]) {
      test(`at ${width} px: tab order is the visual order${width === 1280 ? ', on one line' : ''}`, async ({
        page,
        goto,
      }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await goto('photos');
        const tiles = page.getByRole('grid', { name: t.grid }).getByRole('button', { name: /\.jpe?g$/i });
        await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
        const controls = barControls(page, t);
        const placed = await boxes(controls);
        // Reading order: each control is right of the one before on its line, or on a later line.
        placed.slice(1).forEach((now, index) => {
          const before = placed[index] ?? now;
          const i = index + 1;
          const sameLine = Math.abs(before.y + before.height / 2 - (now.y + now.height / 2)) < 12;
          if (sameLine) expect(now.x, `control ${i} after ${i - 1}`).toBeGreaterThan(before.x);
          else expect(now.y, `control ${i} below ${i - 1}`).toBeGreaterThan(before.y + before.height / 2);
        });
        if (width === 1280) {
          const centres = placed.map((box) => box.y + box.height / 2);
          expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(4);
        }
        // The keyboard meets them in the same order.
        const [first, ...rest] = controls;
        await first?.focus();
        for (const control of rest) {
          await page.keyboard.press('Tab');
          await expect(control).toBeFocused();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    test('the More actions menu: by keyboard, Escape back on its button, its items open their dialogs', async ({
      page,
      goto,
    }) => {
      await goto('photos');
      const tiles = page.getByRole('grid', { name: t.grid }).getByRole('button', { name: /\.jpe?g$/i });
      await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
      const more = page.getByRole('button', { name: t.more });
      const menu = page.getByRole('menu', { name: t.more });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await more.focus();
      await page.keyboard.press('ArrowDown');
      await expect(menu).toBeVisible();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('menuitem', { name: t.exportAll })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: t.deleteAll })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: t.exportAll })).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: t.deleteAll })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();

      // Enter on an item opens its dialog; closing it gives the focus back to the menu's button.
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: t.deleteAll })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.deleteAllDialog });
      await expect(dialog).toBeVisible();
      await expect(menu).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();

      // A click elsewhere closes it.
      await more.click();
      await expect(menu).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(menu).toBeHidden();
    });

    test('on a phone every sort order reads whole in the select', async ({ page, goto }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await goto('photos');
      const tiles = page.getByRole('grid', { name: t.grid }).getByRole('button', { name: /\.jpe?g$/i });
      await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
      // Every order, as the closed select would show it, fits inside the select (its arrow kept clear).
      const sort = page.getByRole('combobox', { name: t.sort });
      const fits = await sort.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const room =
          select.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight) -
          20;
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return [];
        context.font = style.font;
        return [...select.options].map((option) => ({
          text: option.text,
          fits: context.measureText(option.text).width <= room,
        }));
      });
      expect(fits.length).toBe(6);
      expect(fits.filter((option) => !option.fits)).toEqual([]);
    });
  });
}
