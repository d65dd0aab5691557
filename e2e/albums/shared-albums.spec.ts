import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { readZip } from '../downloads/zip';
import { expect, test } from '../fixtures';

const albumGrid = (page: Page) =>
  page
    .getByRole('grid', { name: 'Photos in this album' })
    .getByRole('button', { name: /\.(jpe?g|png|heic)$/i });
const albumLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });

test.describe('shared albums', () => {
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('as the owner: participants, the banner, only Download, and a zip of the photos', async ({
    page,
    goto,
  }) => {
    await goto('albums');
    await albumLink(page, 'Family weekend in the Ardennes').click();
    await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
    await expect(page.getByText('Shared albums are no longer supported')).toBeVisible();
    await page.getByRole('button', { name: '2 participants' }).click();
    const people = page.getByRole('dialog', { name: 'Shared with' });
    await expect(people).toContainText('b2b@example.com');
    await expect(people).toContainText('empty@example.com');
    await people.getByRole('button', { name: 'Close' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await albumGrid(page).nth(0).click();
    await albumGrid(page).nth(1).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
    for (const action of ['Copy to album', 'Delete from album']) {
      const button = toolbar.getByRole('button', { name: action });
      await expect(button).toBeDisabled();
      const tip = await button.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${tip}"]`)).toHaveText('Unavailable for shared albums');
    }
    const saved = page.waitForEvent('download', { timeout: 60_000 });
    await toolbar.getByRole('button', { name: 'Download' }).click();
    await page
      .getByRole('dialog', { name: 'Download 2 photos' })
      .getByRole('button', { name: 'Download' })
      .click();
    expect((await readZip(await (await saved).path())).size).toBe(2);
  });

  test('as a participant: shared by its owner, disabled in the preview too, and leaving it', async ({
    page,
    goto,
  }) => {
    await goto('albums');
    await albumLink(page, 'Neighbourhood barbecue').click();
    await page.getByRole('button', { name: 'Shared by storage-warning@example.com' }).click();
    await expect(page.getByRole('dialog', { name: 'Shared by' })).toContainText(
      'storage-warning@example.com',
    );
    await page.keyboard.press('Escape');

    await albumGrid(page).first().click();
    await expect(page).toHaveURL(/\/shared-albums\/[^/]+\/preview\//);
    await expect(page.getByRole('button', { name: 'Delete from album' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back' }).click();

    // A participant leaves someone else's album: the words say so.
    await expect(page.getByRole('button', { name: 'Delete album' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Leave album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave album?' });
    await expect(dialog).toContainText('The photos you added to it are removed from it.');
    await dialog.getByRole('button', { name: 'Leave album' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You left the album Neighbourhood barbecue' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);
  });

  test('the album route of a shared album goes to its shared route; the owner deletes it for everyone', async ({
    page,
    goto,
  }) => {
    await goto('album', { id: 'u-customer-album-2' });
    await expect(page).toHaveURL(/\/my-photos\/shared-albums\/u-customer-album-2$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Delete album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete album for everyone?' });
    await expect(dialog).toContainText('The photos stay in each person’s account.');
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Family weekend in the Ardennes album deleted' }),
    ).toBeVisible();
    await expect(albumLink(page, 'Summer in Portugal')).toBeVisible();
    await expect(albumLink(page, 'Family weekend in the Ardennes')).toHaveCount(0);
  });

  test('a shared list that cannot be loaded says so, and the own albums still show', async ({
    page,
    goto,
    emulator,
  }) => {
    await emulator.fail({ call: 'photoManagement.listSharedAlbums', status: 500, times: 0 });
    await goto('albums');
    await expect(
      page.getByText('Unable to display shared albums. Please refresh the page or try again later.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(albumLink(page, 'Summer in Portugal')).toBeVisible();
  });
});
