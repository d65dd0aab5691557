import { readZip } from '../downloads/zip';
import { expect, test } from '../fixtures';
import { photoTiles } from '../photos/photo-pages';
import {
  changeEmailThroughTheLink,
  deleteAccountThroughTheLink,
  subscribeThroughTheLink,
} from '../settings/token-link-journeys';
import { jpegFile } from '../upload/upload-files';
import { signInJourneysOfBothModes } from './sign-in-journeys';

/**
 * AUTH_MODE=bff (issue 28, decision 120): the gateway is the OIDC client and keeps the tokens; the page holds only
 * an HttpOnly session cookie. These journeys sign in through the identity provider themselves, on a system of
 * their own started in bff mode.
 */
test.use({ systemEnv: { AUTH_MODE: 'bff' } });

/** A JSON Web Token anywhere in a string: what no script of the page may be able to read in bff mode. */
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\./;

test.describe('the bff session mode', () => {
  test('a consumer signs in and uses orders, photos and settings; no script can read a token', async ({
    page,
    goto,
    url,
    signIn,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await goto('orders');
    await signIn('customer@example.com');
    await expect(page).toHaveURL(url('orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Widgets', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveCount(0);

    // The sign-in library is never loaded, and nothing a script can read holds a token.
    expect(scripts.filter((path) => /oidc-client/.test(path))).toEqual([]);
    const readable = await page.evaluate(() => [
      document.cookie,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ]);
    for (const text of readable) expect(text).not.toMatch(JWT);
    const cookies = await page.context().cookies(url('home'));
    expect(cookies.map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(['access']));
    expect(cookies.find((cookie) => cookie.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });

    // The gateway puts the bearer on the calls: the photo library and the settings load as in browser mode. The
    // boot script's timeline calls go with the session cookie and are taken by the app, not asked twice.
    const counts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/photo-management/users/timeline')) counts.push(request.url());
    });
    await goto('photos');
    await expect(
      page
        .getByRole('grid', { name: 'Your photos by month' })
        .getByRole('button', { name: /\.jpg$/ })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    expect(counts).toHaveLength(1);
    await goto('settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // A state change without the CSRF header is refused, even from the page's own origin with its cookie.
    const status = await page.evaluate(
      async () =>
        (
          await fetch('/api/customers/customers/me', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ changed: false }),
          })
        ).status,
    );
    expect(status).toBe(403);
  });

  test('signing out ends the session: the pages ask for a sign-in again', async ({
    page,
    goto,
    url,
    signIn,
  }) => {
    await goto('home');
    await signIn('customer@example.com');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await goto('orders');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    const cookies = await page.context().cookies(url('home'));
    expect(cookies.filter((cookie) => cookie.name === 'session' && cookie.value !== '')).toEqual([]);
  });

  test('a zip of three photos arrives over the push socket the session opened', async ({
    page,
    goto,
    signIn,
  }) => {
    await goto('photos');
    await signIn('customer@example.com');
    await expect(photoTiles(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    for (let i = 0; i < 3; i += 1) await photoTiles(page).nth(i).click();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    const saved = page.waitForEvent('download', { timeout: 60_000 });
    await page
      .getByRole('dialog', { name: 'Download 3 photos' })
      .getByRole('button', { name: 'Download' })
      .click();
    const download = await saved;
    expect((await readZip(await download.path())).size).toBe(3);
  });

  test('a photo uploaded from the device is added (tus through the gateway with the session)', async ({
    page,
    goto,
    signIn,
  }) => {
    await goto('photos');
    await signIn('empty@example.com');
    await expect(page.getByText('Your photo library is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Add photos' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add photos' });
    await modal.locator('input[type=file]').setInputFiles([await jpegFile('bff-upload.jpg', 7)]);
    await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect(modal.getByText('1 photo added')).toBeVisible({ timeout: 60_000 });
  });
});

// Everything else behaves as in browser mode (issue 28 item 5): the same journeys, run on the bff system.
test.describe('as in browser mode: signing in', () => {
  signInJourneysOfBothModes();
});

test.describe('as in browser mode: links with a token from the mailbox', () => {
  test.use({ account: 'customer@example.com' });
  changeEmailThroughTheLink();
  subscribeThroughTheLink();
  deleteAccountThroughTheLink();
});
