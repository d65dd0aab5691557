import { readFile } from 'node:fs/promises';
import { watchAutomaticRetries } from '../automatic-retries';
import { expect, test } from '../fixtures';

test.describe('as a business customer', () => {
  test.use({ account: 'b2b@example.com' });

  test('pages through the invoices and saves one as a PDF', async ({ page, goto }) => {
    await goto('invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByText('27 invoices')).toBeVisible();
    await expect(page.getByText('Showing 1–10 of 27')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11); // the header and ten invoices
    const first = (await rows.nth(1).getByRole('rowheader').textContent()) ?? '';

    const pages = page.getByRole('navigation', { name: 'Pages of invoices' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 11–20 of 27')).toBeVisible();
    await expect(pages.getByText('Page 2 of 3')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows.nth(1).getByRole('rowheader')).not.toHaveText(first);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 21–27 of 27')).toBeVisible();
    await expect(rows).toHaveCount(8);
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 1–10 of 27')).toBeVisible();

    const reference = first.trim();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `PDF: invoice ${reference}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice_${reference}.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  test("saves a month's group file as a zip", async ({ page, goto }) => {
    await goto('invoices');
    const groups = page.getByRole('region', { name: 'Group files' });
    const button = groups.getByRole('button', { name: /^ZIP: invoices of / }).first();
    await expect(button).toBeVisible();
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoices_[A-Za-z]+-\d{4}\.zip$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('a failing list says so and loads again; a failing PDF says so', async ({ page, goto, emulator }) => {
    const retries = await watchAutomaticRetries(page);
    await emulator.fail({ call: 'invoices.getInvoices', status: 500, times: 0 });
    await goto('invoices');
    await expect(page.getByRole('alert')).toContainText('An error occurred loading your invoices.');
    await retries.hold();
    await emulator.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('27 invoices')).toBeVisible();

    await emulator.fail({ call: 'invoices.getInvoicePdf', status: 503 });
    await page
      .getByRole('button', { name: /^PDF: invoice / })
      .first()
      .click();
    await expect(page.getByText('The invoice could not be downloaded. Please try again.')).toBeVisible();
  });
});

test.describe('a business customer without invoices', () => {
  test.use({ account: 'b2b-new@example.com' });

  test('sees the empty state', async ({ page, goto }) => {
    await goto('invoices');
    await expect(page.getByText('You have no invoices yet.')).toBeVisible();
  });
});

test.describe('a consumer', () => {
  test.use({ account: 'customer@example.com' });

  test('is sent home from /invoices, and the service refuses them', async ({ page, goto }) => {
    await goto('invoices');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Invoices', exact: true }),
    ).toHaveCount(0);
    // Straight to the API with the consumer's own token: 403.
    const status = await page.evaluate(async () => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('access='))
        ?.slice('access='.length);
      const response = await fetch('/api/invoices/api/v1/HistoricalInvoice/me', {
        headers: { Authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
      });
      return response.status;
    });
    expect(status).toBe(403);
  });
});
