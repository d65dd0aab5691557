import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { photoTiles } from './photo-pages';

const printBar = (page: Page) => page.getByRole('region', { name: 'Order photo prints' });
const monthHeadings = (page: Page) =>
  page.getByRole('grid', { name: 'Your photos by month' }).getByRole('heading', { level: 2 });

/** Order photo prints with the whole newest month chosen; the month's photo count. */
async function chooseNewestMonth(page: Page): Promise<number> {
  await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
  const month = (await monthHeadings(page).first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Order photo prints' }).click();
  await page.getByRole('button', { name: `Select all photos of ${month}` }).click();
  const next = printBar(page).getByRole('button', { name: /^Next: Customise \d+ photo prints$/ });
  return Number(((await next.textContent()) ?? '').replace(/\D/g, ''));
}

test.describe('print quality', () => {
  test.use({ account: 'customer@example.com', bypassCSP: true });

  test('order prints names the photos too small for a sharp 10 × 15 cm print; leaving them out prints the rest', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const total = await chooseNewestMonth(page);
    expect(total).toBeGreaterThan(1);
    await printBar(page)
      .getByRole('button', { name: `Next: Customise ${total} photo prints` })
      .click();

    const warning = page.getByRole('dialog', { name: `1 of ${total} photos may look blurry` });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('too few pixels for a sharp 10 × 15 cm print');
    const blurry = warning.getByRole('list', { name: 'Photos that may look blurry' }).getByRole('listitem');
    await expect(blurry).toHaveCount(1);
    const name = ((await blurry.textContent()) ?? '').trim();
    expect(name).toMatch(/\.jpg$/);
    expect(await seriousViolations(page)).toEqual([]);

    // Back to the photos: nothing is sent, the choice stays.
    await warning.getByRole('button', { name: 'Back to my photos' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);

    await printBar(page)
      .getByRole('button', { name: `Next: Customise ${total} photo prints` })
      .click();
    await warning.getByRole('button', { name: 'Leave them out' }).click();
    await expect(page.getByRole('dialog', { name: `Adding ${total - 1} photos to editor...` })).toBeVisible();
    await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
    const received = page.getByRole('list', { name: `${total - 1} photos received` }).getByRole('img');
    await expect(received).toHaveCount(total - 1);
    expect(await received.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('alt')))).not.toContain(
      name,
    );
  });

  test('printing them anyway hands every chosen photo to the editor', async ({ page, goto }) => {
    await goto('photos');
    const total = await chooseNewestMonth(page);
    await printBar(page)
      .getByRole('button', { name: `Next: Customise ${total} photo prints` })
      .click();
    await page.getByRole('button', { name: 'Print them anyway' }).click();
    await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
    await expect(page.getByRole('list', { name: `${total} photos received` }).getByRole('img')).toHaveCount(
      total,
    );
  });

  test("the preview's details give the pixels and the largest sharp print, or say it is too small", async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const total = await chooseNewestMonth(page);
    await printBar(page)
      .getByRole('button', { name: `Next: Customise ${total} photo prints` })
      .click();
    const warning = page.getByRole('dialog', { name: `1 of ${total} photos may look blurry` });
    const name = ((await warning.getByRole('listitem').textContent()) ?? '').trim();
    await warning.getByRole('button', { name: 'Back to my photos' }).click();
    await printBar(page).getByRole('button', { name: 'Cancel' }).click();

    await photoTiles(page).first().click();
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
    await expect(page.getByText(/^Prints sharply up to \d+ × \d+ cm$/).first()).toBeVisible();
    await expect(page.getByText(/^\d,\d{3} × \d,\d{3} pixels$/).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(page.getByText('640 × 480 pixels')).toBeVisible();
    await expect(page.getByText('Too small for a sharp 10 × 15 cm print')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('print quality on a Dutch brand', () => {
  test.use({ account: 'customer@example.com', brand: 'albelli-nl', bypassCSP: true });

  test('the blurry-print warning and the preview’s print line are in Dutch and axe-clean', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const grid = page.getByRole('grid', { name: "Je foto's per maand" });
    await expect(grid.getByRole('button', { name: /\.jpg$/i }).first()).toBeVisible({ timeout: 30_000 });
    const month = (await grid.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Fotoafdrukken bestellen' }).click();
    await page.getByRole('button', { name: `Alle foto's van ${month} selecteren` }).click();
    await page.getByRole('button', { name: /^Volgende: \d+ afdrukken aanpassen$/ }).click();
    const warning = page.getByRole('dialog', { name: /^1 van de \d+ foto's kan wazig worden$/ });
    await expect(warning).toContainText('te weinig pixels voor een scherpe afdruk van 10 × 15 cm');
    expect(await seriousViolations(page)).toEqual([]);
    const name = ((await warning.getByRole('listitem').textContent()) ?? '').trim();
    await warning.getByRole('button', { name: "Terug naar mijn foto's" }).click();
    await page
      .getByRole('region', { name: 'Fotoafdrukken bestellen' })
      .getByRole('button', { name: 'Annuleren' })
      .click();

    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByText('Te klein voor een scherpe afdruk van 10 × 15 cm')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
