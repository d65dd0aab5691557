import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const photos = (page: Page) =>
  page.getByRole('grid', { name: 'Your photos by month' }).getByRole('button', { name: /\.jpg$/ });
const photoTab = (page: Page) =>
  page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ });

async function namesOf(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) names.push((await photos(page).nth(i).getAttribute('aria-label')) ?? '');
  return names;
}

test.describe('deleting photos', () => {
  test.use({ account: 'customer@example.com' });

  test('one photo: a failure puts it back in place with the error, then it can be deleted', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(photoTab(page)).toHaveText(/360/);
    const [first, second] = await namesOf(page, 2);

    await emulator.fail({ call: 'photoManagement.deletePhotos', status: 500, times: 0 });
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: first ?? '' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete photo?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photo could not be deleted');
    // Rolled back: the photo is where it was.
    await expect(photos(page).first()).toHaveAttribute('aria-label', first ?? '');

    await emulator.clearFaults();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: first ?? '' })).toHaveCount(0);
    await expect(photos(page).first()).toHaveAttribute('aria-label', second ?? '');
    await expect(photoTab(page)).toHaveText(/359/);
    // Selection mode ends after a successful delete.
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();
  });

  test('several photos: removed at once, restored on failure with the error, gone after a retry', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    const names = await namesOf(page, 4);
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: names[0] ?? '' }).click();
    await page.getByRole('button', { name: names[2] ?? '' }).click({ modifiers: ['Shift'] });
    await expect(page.getByText('3 selected')).toBeVisible();

    await emulator.fail({ call: 'photoManagement.deletePhotos', network: 'reset', times: 0 });
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 photos?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be deleted');
    expect(await namesOf(page, 4)).toEqual(names);

    await emulator.clearFaults();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(photos(page).first()).toHaveAttribute('aria-label', names[3] ?? '');
    await expect(photoTab(page)).toHaveText(/357/);
    await page.reload();
    await expect(photos(page).first()).toHaveAttribute('aria-label', names[3] ?? '');
  });

  test('from the preview: the photo is deleted and the next one is shown', async ({ page, goto }) => {
    await goto('photos');
    const [first, second] = await namesOf(page, 2);
    await page.getByRole('button', { name: first ?? '' }).click();
    await expect(page.getByRole('img', { name: first ?? '' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete photo?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('img', { name: second ?? '' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(photos(page).first()).toHaveAttribute('aria-label', second ?? '');
  });

  test('delete all: a wrong word is refused on submit, the right one empties the library', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete all photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all photos?' });
    const field = dialog.getByLabel('Type DELETE to confirm');
    await field.fill('delete');
    await dialog.getByRole('button', { name: 'Delete all photos' }).click();
    await expect(dialog.getByText('The text does not match. Please try again.')).toBeVisible();
    await expect(field).toHaveValue('delete');
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });

    await field.fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete all photos' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your photo library is empty')).toBeVisible();
    await expect(photoTab(page)).toHaveText(/0/);
  });
});
