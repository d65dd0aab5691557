import type { Page } from '@playwright/test';
import { expect, test, UK } from '../fixtures';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

// Issue 27, item 11: every empty list of the overview offers the next step, on an English and a Swedish brand.
for (const { brand, projects, empty, shop } of [
  {
    brand: UK,
    projects: 'Saved projects',
    empty: "You haven't started any projects yet",
    shop: 'Start shopping',
  },
  {
    brand: 'albelli-se',
    projects: 'Sparade projekt',
    empty: 'Du har inte påbörjat några projekt än',
    shop: 'Börja handla',
  },
]) {
  test.describe(`the overview of a new account on ${brand}`, () => {
    test.use({ account: 'empty@example.com', brand });

    // Below 576 px the home route is the account menu; the overview's cards are shown from there up.
    for (const width of [768, 1280]) {
      test(`at ${width} px the empty saved projects card leads to the shop`, async ({ page, goto }) => {
        await page.setViewportSize({ width, height: 900 });
        await goto('home');
        const projectsCard = card(page, projects);
        await expect(projectsCard.getByText(empty)).toBeVisible();
        const link = projectsCard.getByRole('link', { name: shop });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', /^https?:\/\//);
      });
    }
  });
}
