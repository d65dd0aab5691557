import { watchAutomaticRetries } from '../automatic-retries';
import { expect, test } from '../fixtures';

test.describe('with more than one page of projects', () => {
  test.use({ account: 'customer@example.com' });

  test('pages through the saved projects and reopens one in the editor', async ({ page, goto }) => {
    await goto('savedProjects');
    await expect(page.getByText('13 saved projects')).toBeVisible();
    const list = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Summer in Cornwall' }) });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(list.getByText('A4 Landscape Photo Book, hardcover').first()).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Pages of saved projects' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 11–13 of 13')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ardennes weekend' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summer in Cornwall' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ardennes weekend' })).toBeVisible();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByRole('heading', { name: 'Summer in Cornwall' })).toBeVisible();

    const open = page.getByRole('link', { name: 'Open in editor: Summer in Cornwall' });
    await expect(open).toHaveAttribute('href', /projectId=prj-7d1c2a/);
    await open.click();
    await expect(page.getByText('Your saved project is open.')).toBeVisible();
    await expect(page.getByText('prj-7d1c2a')).toBeVisible();
  });

  test('deletes a project after confirming, the list following without a reload', async ({
    page,
    goto,
    emulator,
  }) => {
    await goto('savedProjects');
    await expect(page.getByText('13 saved projects')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Family calendar 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Family calendar 2026' })).toBeVisible();

    await emulator.fail({ call: 'projects.deleteProject', status: 500 });
    await page.getByRole('button', { name: 'Delete Family calendar 2026' }).click();
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The project could not be deleted. Please try again.');
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Family calendar 2026' })).toHaveCount(0);
    await expect(page.getByText('12 saved projects')).toBeVisible();
    // The first project of page 2 moved up to page 1.
    await expect(page.getByRole('heading', { name: 'Garden canvas' })).toBeVisible();

    // Both projects of page 2 deleted: back to page 1.
    await page
      .getByRole('navigation', { name: 'Pages of saved projects' })
      .getByRole('button', { name: 'Next page' })
      .click();
    for (const title of ['Family calendar 2025', 'Ardennes weekend']) {
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await dialog.getByRole('button', { name: 'Delete project' }).click();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    }
    await expect(page.getByText('10 saved projects')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summer in Cornwall' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages of saved projects' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/page=2/);
  });
});

test.describe('without projects', () => {
  test.use({ account: 'empty@example.com' });

  test('says so', async ({ page, goto }) => {
    await goto('savedProjects');
    await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
  });
});

test.describe('when the list fails', () => {
  test.use({ account: 'customer@example.com' });

  test('says so and loads again', async ({ page, goto, emulator }) => {
    const retries = await watchAutomaticRetries(page);
    await emulator.fail({ call: 'projects.getProjects', status: 503, times: 0 });
    await goto('savedProjects');
    await expect(page.getByRole('alert')).toContainText('Your saved projects could not be loaded.');
    await retries.hold();
    await emulator.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('13 saved projects')).toBeVisible();
  });
});
