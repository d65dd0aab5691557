import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { blockThirdParty } from '../sign-in';
import { jpegFile } from './upload-files';

// bypassCSP: the axe scans inject their script inline.
test.use({ account: 'customer@example.com', bypassCSP: true });

/**
 * A second browser for the phone, signed in as nobody. Its third-party scripts are blocked as the fixtures block
 * them for every test's own context, so the consent banner does not cover the page's buttons.
 */
async function phoneContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const phone = await browser.newContext(options);
  await blockThirdParty(phone);
  return phone;
}

test('the phone link opened at phone width uploads a photo that appears on the desktop modal', async ({
  page,
  goto,
  browser,
}) => {
  test.setTimeout(60_000);
  await goto('photos');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.getByRole('tab', { name: 'Transfer from Phone' }).click();
  await expect(modal.getByRole('img', { name: 'QR code of the upload link for your phone' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const link = await modal.getByTestId('phone-upload-link').getAttribute('href');
  expect(link).toMatch(/\/phone-upload\/[A-Za-z0-9_-]{43}$/);

  // a second browser, signed in as nobody, at phone width
  const phone = await phoneContext(browser, {
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(link as string);
  await expect(
    phonePage.getByRole('heading', { level: 1, name: 'Upload photos to your library' }),
  ).toBeVisible();
  await expect(phonePage.getByText('Or drag and drop your photos here.')).toBeHidden();
  expect(await seriousViolations(phonePage)).toEqual([]);
  await phonePage.locator('input[type=file]').setInputFiles([await jpegFile('from-the-phone.jpg', 51)]);
  await phonePage.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(phonePage.getByText('1 photo added')).toBeVisible({ timeout: 20_000 });

  const received = modal.getByRole('list', { name: 'Received from your phone' });
  await expect(received.getByRole('img', { name: 'from-the-phone.jpg' })).toBeVisible({ timeout: 15_000 });
  await phone.close();
});

test('an expired or forged phone link is refused', async ({ page, goto, browser, emulator }) => {
  await goto('photos');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.getByRole('tab', { name: 'Transfer from Phone' }).click();
  const link = (await modal.getByTestId('phone-upload-link').getAttribute('href')) as string;
  const phone = await phoneContext(browser, { viewport: { width: 375, height: 740 } });
  const phonePage = await phone.newPage();
  const refused = 'This upload link has expired or is not valid. Scan a new QR code on your computer.';

  await phonePage.goto(`${link.slice(0, -4)}abcd`);
  await expect(phonePage.getByRole('alert')).toHaveText(refused);

  await emulator.advanceClock(16 * 60_000);
  await phonePage.goto(link);
  await expect(phonePage.getByRole('alert')).toHaveText(refused);
  await phone.close();
});
