import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { selectFirstPhotos } from './select-photos';

const copyDialog = (page: Page) => page.getByRole('dialog', { name: 'Copy to album' });
const albumList = (page: Page) =>
  copyDialog(page).getByRole('list', { name: 'Or choose one of your albums' });
const openCopy = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'Selected photos' })
    .getByRole('button', { name: 'Copy to album' })
    .click();
const notification = (page: Page, album: string) =>
  page.getByRole('status').filter({ hasText: `Photos copied to '${album}'` });

test.describe('copy to album from the photos page', () => {
  // bypassCSP: the axe scan injects its script inline.
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('into a new album: the name rules first, then the notification links to the album', async ({
    page,
    goto,
  }) => {
    await page.clock.install();
    await goto('photos');
    await selectFirstPhotos(page, 3);
    await openCopy(page);
    const dialog = copyDialog(page);
    await expect(dialog).toContainText('3 photos selected');
    await expect(albumList(page).getByRole('button', { name: /^Wedding ideas/ })).toContainText('0 photos');

    const name = dialog.getByRole('textbox', { name: 'Album name' });
    await expect(name).toHaveAttribute('placeholder', 'Untitled album');
    const create = dialog.getByRole('button', { name: 'Create album' });
    await create.click();
    await expect(dialog.getByText('Please give your album a name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    for (const bad of [' x', 'a<b']) {
      await name.fill(bad);
      // Checked on submit only: typing leaves the last verdict as it was.
      await create.click();
      await expect(dialog.getByText('Name not valid')).toBeVisible();
    }

    await name.fill('Lisbon picks');
    await create.click();
    await expect(dialog).toBeHidden();
    await expect(notification(page, 'Lisbon picks')).toBeVisible();
    // Selection mode ended with the copy.
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();
    // A notification stays 10 s. The page's clock stops 9 s on, so a busy machine cannot use up the last second
    // before the link is clicked.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 9_000);
    await expect(notification(page, 'Lisbon picks')).toBeVisible();

    await notification(page, 'Lisbon picks').getByRole('link', { name: 'Lisbon picks' }).click();
    await expect(page).toHaveURL(/\/my-photos\/albums\/[^/?]+$/);
    // A notification waits while it is hovered or focused (WCAG 2.2.1): the click left both on it.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(1_500);
    await expect(notification(page, 'Lisbon picks')).toBeHidden();
    await page.clock.resume();

    // The new album is listed with its three photos.
    await goto('albums');
    await expect(page.getByRole('link', { name: /Lisbon picks/ })).toContainText('3 photos');
  });

  test('into an existing album: its count is up to date the next time', async ({ page, goto }) => {
    await goto('photos');
    await selectFirstPhotos(page, 2);
    await openCopy(page);
    await expect(copyDialog(page)).toContainText('2 photos selected');
    await albumList(page)
      .getByRole('button', { name: /^Wedding ideas/ })
      .click();
    await expect(copyDialog(page)).toBeHidden();
    await expect(notification(page, 'Wedding ideas')).toBeVisible();
    await expect(
      notification(page, 'Wedding ideas').getByRole('link', { name: 'Wedding ideas' }),
    ).toHaveAttribute('href', /\/my-photos\/albums\/u-customer-album-\d+$/);

    await selectFirstPhotos(page, 1);
    await openCopy(page);
    await expect(copyDialog(page)).toContainText('1 photo selected');
    await expect(albumList(page).getByRole('button', { name: /^Wedding ideas/ })).toContainText('2 photos');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a failed copy keeps the modal open with its error and what was typed, and copies on retry', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('photos');
    await selectFirstPhotos(page, 2);
    await openCopy(page);
    const dialog = copyDialog(page);
    const name = dialog.getByRole('textbox', { name: 'Album name' });
    await name.fill('Half-typed name');

    await emulator.fail({ call: 'photoManagement.addAlbumPhotos', status: 500, times: 0 });
    await albumList(page)
      .getByRole('button', { name: /^Christmas 2025/ })
      .click();
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be copied to the album');
    await expect(name).toHaveValue('Half-typed name');
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toContainText('2 selected');

    await emulator.clearFaults();
    await albumList(page)
      .getByRole('button', { name: /^Christmas 2025/ })
      .click();
    await expect(dialog).toBeHidden();
    await expect(notification(page, 'Christmas 2025')).toBeVisible();
  });

  test('the modal passes an accessibility scan on a phone', async ({ page, goto }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await goto('photos');
    await selectFirstPhotos(page, 2);
    await openCopy(page);
    // customer@'s own albums that are not shared: the shared one takes no copies (issue 23).
    await expect(albumList(page).getByRole('button')).toHaveCount(5);
    await copyDialog(page).getByRole('button', { name: 'Create album' }).click();
    await expect(copyDialog(page).getByText('Please give your album a name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
