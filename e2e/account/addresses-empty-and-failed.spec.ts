import { watchAutomaticRetries } from '../automatic-retries';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

const texts = {
  'albelli-uk': {
    title: 'All addresses',
    empty: "You haven't saved an address yet",
    add: 'Add address',
    addTitle: 'Add address',
    failed: 'Your addresses could not be loaded.',
    retry: 'Try again',
  },
  'photobox-fr': {
    title: 'Toutes les adresses',
    empty: 'Vous n’avez pas encore enregistré d’adresse',
    add: 'Ajouter une adresse',
    addTitle: 'Ajouter une adresse',
    failed: 'Vos adresses n’ont pas pu être chargées.',
    retry: 'Réessayer',
  },
} as const;

for (const brand of ['albelli-uk', 'photobox-fr'] as const) {
  const text = texts[brand];
  test.describe(`all addresses on ${brand}`, () => {
    // bypassCSP: the axe scan injects its script inline.
    test.use({ brand, bypassCSP: true });

    test.describe('with none saved', () => {
      test.use({ account: 'empty@example.com' });

      test('the empty list says so and offers to add one', async ({ page, goto }) => {
        await goto('allAddresses');
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: text.empty })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('link', { name: text.add }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.addTitle })).toBeVisible();
      });
    });

    test.describe('when the list fails', () => {
      test.use({ account: 'customer@example.com' });

      test('says so, offers Try again, and shows the addresses once it works', async ({
        page,
        goto,
        emulator,
      }) => {
        const retries = await watchAutomaticRetries(page);
        await emulator.fail({ call: 'customers.listAddresses', status: 503, times: 0 });
        await goto('allAddresses');
        await expect(page.getByRole('alert').filter({ hasText: text.failed })).toBeVisible();
        // Adding one stays possible while the list cannot be read.
        await expect(page.getByRole('link', { name: text.add })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await retries.hold();
        await emulator.clearFaults();
        await page.getByRole('button', { name: text.retry }).click();
        await expect(page.getByText('Prinsengracht 263')).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: text.failed })).toHaveCount(0);
      });
    });
  });
}
