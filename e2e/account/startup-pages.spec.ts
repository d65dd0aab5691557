import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// axe-core is injected inline (CSP bypassed for it).
test.use({ bypassCSP: true });

function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

test.describe('pages shown before the config, on an English brand', () => {
  test('storage blocked: titled with the page and the brand', async ({ page, goto }) => {
    await page.addInitScript(blockStorage);
    await goto('home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your browser is blocking storage' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Your browser is blocking storage | albelli');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a config that cannot load: the generic text, its title, and Try again that loads the app', async ({
    page,
    goto,
  }) => {
    let failing = true;
    await page.route('**/config.json', (route) =>
      failing ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    await goto('accountDeleted');
    await expect(
      page.getByText('An unexpected error has occurred, please contact us if you continue to have problems.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong | albelli');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Your account has been deleted | albelli');
  });
});

test.describe('pages shown before the config, on a French brand', () => {
  test.use({ brand: 'photobox-fr' });

  test('storage blocked speaks French', async ({ page, goto }) => {
    await page.addInitScript(blockStorage);
    await goto('home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Votre navigateur bloque le stockage des données' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Votre navigateur bloque le stockage des données | Photobox');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('config failure speaks French and offers to try again', async ({ page, goto }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '{}' }));
    await goto('accountDeleted');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page).toHaveTitle('Un problème est survenu | Photobox');
  });
});
