import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { photoTiles } from './photo-pages';

const selected = (page: Page) => page.getByRole('toolbar', { name: 'Selected photos' }).locator('output');

test.describe('keyboard shortcuts on My photos', () => {
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('? lists the shortcuts; arrows, x, Shift + arrows, Enter, Ctrl + A, Delete and Escape work in the grid', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const first = photoTiles(page).first();
    await expect(first).toBeVisible({ timeout: 15_000 });

    // ? opens the list of shortcuts in a dialog; Escape closes it.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByText('Select all photos')).toBeVisible();
    await expect(help.getByText('Clear the selection')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // Arrows move a visible focus; x toggles the focused photo; Shift + arrow extends.
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = photoTiles(page).nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('x');
    await expect(selected(page)).toHaveText('1 selected');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(photoTiles(page).nth(2)).toBeFocused();
    await expect(selected(page)).toHaveText('2 selected');
    await page.keyboard.press('Space');
    await expect(selected(page)).toHaveText('1 selected');

    // Escape clears the selection.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();

    // Ctrl + A selects every photo of the library, not the page's text.
    await page.keyboard.press('Control+a');
    await expect(selected(page)).toHaveText('360 selected');
    expect(await page.evaluate(() => String(window.getSelection() ?? ''))).toBe('');

    // Delete asks as the toolbar's Delete does; Cancel keeps them.
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete 360 photos?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.keyboard.press('Escape');

    // Enter opens the focused photo's preview.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  });

  test('typing in a field takes no shortcut, and the browser keeps Ctrl + K, F and L', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('?');
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

    await photoTiles(page).first().focus();
    const taken = await page.evaluate(() => {
      const prevented: string[] = [];
      for (const key of ['k', 'f', 'l']) {
        const event = new KeyboardEvent('keydown', { key, ctrlKey: true, bubbles: true, cancelable: true });
        document.activeElement?.dispatchEvent(event);
        if (event.defaultPrevented) prevented.push(key);
      }
      return prevented;
    });
    expect(taken).toEqual([]);
  });
});

test.describe('keyboard shortcuts on a Dutch brand', () => {
  test.use({ account: 'customer@example.com', brand: 'albelli-nl', bypassCSP: true });

  test('the ? dialog names the keys as a Dutch keyboard does, and the selection count reads in Dutch', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const first = page
      .getByRole('grid', { name: "Je foto's per maand" })
      .getByRole('button', { name: /\.jpg$/i });
    await expect(first.first()).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await expect(help.getByText('Alle foto’s selecteren')).toBeVisible();
    await expect(help.getByText('Spatie', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await first.first().focus();
    await page.keyboard.press('x');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByRole('toolbar', { name: "Geselecteerde foto's" }).locator('output')).toHaveText(
      '2 geselecteerd',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
