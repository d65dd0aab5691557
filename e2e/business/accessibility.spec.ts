import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// axe-core is injected as an inline script, which the gateway's CSP rightly refuses.
test.use({ bypassCSP: true });

async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('business', () => {
      test.use({ account: 'b2b@example.com' });

      test('the invoices have no serious or critical axe violation', async ({ page, goto }) => {
        await goto('invoices');
        await expect(page.getByText('27 invoices')).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    test.describe('consumer', () => {
      test.use({ account: 'customer@example.com' });

      test('the saved projects, with the delete dialog open, have no serious or critical axe violation', async ({
        page,
        goto,
      }) => {
        await goto('savedProjects');
        await expect(page.getByText('13 saved projects')).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Delete Summer in Cornwall' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete project?' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the widgets, with the gallery dialog open, have no serious or critical axe violation', async ({
        page,
        goto,
      }) => {
        await goto('widgets');
        await expect(page.getByText('In the gallery as ‘Summer in Cornwall’')).toBeVisible();
        await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Edit gallery entry: Summer in Cornwall' }).click();
        await expect(page.getByRole('dialog', { name: 'Gallery entry' }).getByLabel('Travel')).toBeChecked();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the share form, with its errors, has no serious or critical axe violation', async ({
        page,
        goto,
      }) => {
        await goto('widgetShare', { productCode: 'AB-20480004' });
        await expect(page.getByLabel('Your name')).toHaveValue('Charlotte Jansen');
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Send e-mail' }).click();
        await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    test.describe('empty', () => {
      test.use({ account: 'empty@example.com' });

      test('the empty saved projects and widgets have no serious or critical axe violation', async ({
        page,
        goto,
      }) => {
        await goto('savedProjects');
        await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await goto('widgets');
        await expect(page.getByText("You haven't put any photo books online yet.")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });
}
