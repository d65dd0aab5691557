import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const albumGrid = (page: Page) =>
  page
    .getByRole('grid', { name: 'Photos in this album' })
    .getByRole('button', { name: /\.(jpe?g|png|heic)$/i });
const albumLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });
const albumsTab = (page: Page) =>
  page.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Albums/ });

test.describe('albums', () => {
  // bypassCSP: the axe scans inject their script inline.
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('the list shows covers, counts and dates, the shared section, and opens an album', async ({
    page,
    goto,
  }) => {
    await goto('albums');
    const summer = albumLink(page, 'Summer in Portugal');
    await expect(summer).toBeVisible({ timeout: 15_000 });
    await expect(summer).toContainText('37 photos');
    await expect(summer).toContainText('Created 05 Jul 2026');
    await expect(albumLink(page, 'Wedding ideas')).toContainText('0 photos');
    // The first cover on screen is asked for first (the newest album, empty, has none); the first rows load at once.
    const main = page.getByRole('main');
    await expect(albumLink(page, 'Family favourites').locator('img')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(summer.locator('img')).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('heading', { name: 'Shared with you' })).toBeVisible();
    await expect(albumLink(page, 'Neighbourhood barbecue')).toBeVisible();
    // Own albums (6) and the shared one it can read.
    await expect(albumsTab(page)).toHaveText(/7/);
    expect(await seriousViolations(page)).toEqual([]);

    await summer.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Summer in Portugal' })).toBeVisible();
    await expect(page.getByText('37 photos')).toBeVisible();
    await expect(albumGrid(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'My albums' }).click();
    await expect(page).toHaveURL(/\/my-photos\/albums$/);
  });

  test('Shared with you waits while your own albums load, so nothing is pushed down on a phone', async ({
    page,
    goto,
    emulator,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Your albums answer 3 s late; the shared ones (and their count) at once.
    await emulator.fail({ call: 'photoManagement.listAlbums', network: 'hang', delayMs: 3000 });
    const sharedListed = page.waitForResponse((response) => response.url().includes('/shared-albums?'));
    await goto('albums');
    await sharedListed;
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);
    await expect(albumLink(page, 'Summer in Portugal')).toBeVisible({ timeout: 15_000 });
    const shared = page.getByRole('heading', { name: 'Shared with you' });
    await expect(shared).toBeVisible();
    // Below the last of your albums.
    const lastOwn = page.getByRole('main').getByRole('list').first().getByRole('listitem').last();
    const [own, heading] = [await lastOwn.boundingBox(), await shared.boundingBox()];
    expect(heading?.y ?? 0).toBeGreaterThan((own?.y ?? 0) + (own?.height ?? 0) - 1);
  });

  test('creating an album checks the name on submit, then opens the new, empty album', async ({
    page,
    goto,
  }) => {
    await goto('albums');
    await page.getByRole('button', { name: 'New album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new album' });
    const name = dialog.getByLabel('Album name');
    await expect(name).toHaveAttribute('placeholder', 'Untitled album');
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(dialog.getByText('Please give your album a name')).toBeVisible();
    await name.fill(' Holiday');
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(dialog.getByText('Name not valid')).toBeVisible();
    await name.fill('Trip <2026>');
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(dialog.getByText('Name not valid')).toBeVisible();

    await name.fill('Road trip 2026');
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Road trip 2026' })).toBeVisible();
    await expect(page.getByText('Your album is empty')).toBeVisible();
    await expect(page.getByText('Created today')).toBeVisible();
  });

  test('renaming keeps the typed name on failure and saves it on retry', async ({ page, goto, emulator }) => {
    await goto('albums');
    await albumLink(page, 'Christmas 2025').click();
    await emulator.fail({ call: 'photoManagement.renameAlbum', status: 500 });
    await page.getByRole('button', { name: 'Edit album name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit album name' });
    await dialog.getByLabel('Album name').fill('Christmas at grandma’s');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Unable to save changes. Please try again');
    await expect(dialog.getByLabel('Album name')).toHaveValue('Christmas at grandma’s');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas at grandma’s' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas at grandma’s' })).toBeVisible();
  });

  test('photos are added from the picker and removed one and several at a time', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('albums');
    await albumLink(page, 'Wedding ideas').click();
    await page.getByRole('button', { name: 'Add photos' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Add photos to the album' });
    const tiles = picker.getByRole('button', { name: /\.(jpe?g|png|heic)$/i });
    await expect(tiles.first()).toBeVisible();
    for (let i = 0; i < 4; i += 1) await tiles.nth(i).click();
    await picker.getByRole('button', { name: 'Add 4 photos' }).click();
    await expect(picker).toBeHidden();
    await expect(albumGrid(page)).toHaveCount(4);
    await expect(page.getByText('4 photos')).toBeVisible();

    const names = await albumGrid(page).evaluateAll((tiles) =>
      tiles.map((t) => t.getAttribute('aria-label') ?? ''),
    );
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: names[0] }).click();
    await emulator.fail({ call: 'photoManagement.removeAlbumPhotos', status: 500, times: 0 });
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete from album' }).click();
    const one = page.getByRole('dialog', { name: 'Delete photo from album?' });
    await one.getByRole('button', { name: 'Delete from album' }).click();
    await expect(one.getByRole('alert')).toHaveText('Error: Your photo could not be removed from the album');
    await expect(albumGrid(page)).toHaveCount(4);
    await emulator.clearFaults();
    await one.getByRole('button', { name: 'Delete from album' }).click();
    await expect(one).toBeHidden();
    await expect(albumGrid(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: names[1] }).click();
    await page.getByRole('button', { name: names[2] }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete from album' }).click();
    const two = page.getByRole('dialog', { name: 'Delete 2 photos from album?' });
    await two.getByRole('button', { name: 'Delete from album' }).click();
    await expect(albumGrid(page)).toHaveCount(1);
    // The dialog closes once the service has answered: only then is a reload sure to find the change.
    await expect(two).toBeHidden();
    await page.reload();
    await expect(albumGrid(page)).toHaveCount(1, { timeout: 15_000 });
  });

  test('deleting an album shows its toast; a failure keeps it', async ({ page, goto, emulator }) => {
    await goto('albums');
    await albumLink(page, "Emma's first birthday").click();
    await emulator.fail({ call: 'photoManagement.deleteAlbum', status: 500 });
    await page.getByRole('button', { name: 'Delete album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete album?' });
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Unable to remove album. Please try again');
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "Emma's first birthday album deleted" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/my-photos\/albums$/);
    await expect(albumLink(page, 'Summer in Portugal')).toBeVisible();
    await expect(albumLink(page, "Emma's first birthday")).toHaveCount(0);
  });

  test('the keyboard shortcuts work on an album: ?, Ctrl + A, Delete (from the album) and Escape', async ({
    page,
    goto,
  }) => {
    await goto('albums');
    await albumLink(page, 'Christmas 2025').click();
    await expect(albumGrid(page).first()).toBeVisible();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByText('Select all photos')).toBeVisible();
    // An album is one section: no going to a date there.
    await expect(help.getByText('Go to a date')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('Control+a');
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
    await expect(toolbar.locator('output')).toHaveText('19 selected');
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete 19 photos from album?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(toolbar).toBeHidden();
    await expect(albumGrid(page)).toHaveCount(19);
  });

  test('the preview of an album photo deletes it from the album, not the library', async ({ page, goto }) => {
    await goto('albums');
    await albumLink(page, 'Christmas 2025').click();
    const first = (await albumGrid(page).first().getAttribute('aria-label')) ?? '';
    await albumGrid(page).first().click();
    await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+\/preview\//);
    await page.getByRole('button', { name: 'Delete from album' }).click();
    await page
      .getByRole('dialog', { name: 'Delete photo from album?' })
      .getByRole('button', { name: 'Delete from album' })
      .click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('18 photos')).toBeVisible();
    await expect(page.getByRole('button', { name: first })).toHaveCount(0);
  });

  test('each load failure shows its message', async ({ page, goto, emulator }) => {
    await emulator.fail({ call: 'photoManagement.listAlbums', status: 500, times: 0 });
    await goto('albums');
    await expect(
      page.getByText('Unable to display albums. Please refresh the page or try again later.'),
    ).toBeVisible({ timeout: 15_000 });
    await emulator.clearFaults();

    await emulator.fail({ call: 'photoManagement.getAlbum', status: 500, times: 0 });
    await page.reload();
    await albumLink(page, 'Christmas 2025').click();
    await expect(
      page.getByText('Unable to display album. Please refresh the page or try again later.'),
    ).toBeVisible();
    await emulator.clearFaults();

    await emulator.fail({ call: 'photoManagement.listAlbumPhotos', status: 500, times: 0 });
    await page.reload();
    await expect(
      page.getByText('Unable to display album photos. Please refresh the page or try again later.'),
    ).toBeVisible();
  });

  test('photos of an album are copied into another from the toolbar and from the preview', async ({
    page,
    goto,
  }) => {
    await goto('albums');
    await albumLink(page, 'Christmas 2025').click();
    await expect(albumGrid(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await albumGrid(page).nth(0).click();
    await albumGrid(page).nth(1).click();
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Copy to album' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Copy to album' });
    await expect(dialog).toContainText('2 photos selected');
    await dialog
      .getByRole('list', { name: 'Or choose one of your albums' })
      .getByRole('button', { name: /^Wedding ideas/ })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: "Photos copied to 'Wedding ideas'" }).first(),
    ).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden();

    await albumGrid(page).nth(2).click();
    await page.getByRole('button', { name: 'Copy to album' }).click();
    await expect(page.getByRole('dialog', { name: 'Copy to album' })).toContainText('1 photo selected');
    await page
      .getByRole('dialog', { name: 'Copy to album' })
      .getByRole('list', { name: 'Or choose one of your albums' })
      .getByRole('button', { name: /^Wedding ideas/ })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: "Photos copied to 'Wedding ideas'" }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'My albums' }).click();
    // (The notifications link to the album too: the tile's link also names its date.)
    await expect(albumLink(page, 'Wedding ideas Created')).toContainText('3 photos');
  });
});
