import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

test('add an address: invalid input first, then a failed save that keeps what was typed, then saved', async ({
  page,
  goto,
  emulator,
}) => {
  await goto('allAddresses');
  await expect(page.getByRole('heading', { level: 1, name: 'All addresses' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Add address' }).click();

  // The brand is British: the form starts in the United Kingdom, with its labels and examples.
  await expect(page.getByRole('heading', { level: 1, name: 'Add address' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('GB');
  await expect(page.getByText('For example SW1A 1AA')).toBeVisible();
  await page.getByLabel('First name').fill('Amelia');
  await page.getByLabel('Last name').fill('Hughes');
  await page.getByLabel('House number').fill('no');
  await page.getByLabel('Street').fill('12');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('1015 CS');
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page.getByText('Street name must be valid')).toBeVisible();
  await expect(page.getByText('Street number must be valid')).toBeVisible();
  await expect(page.getByText('Postal Code must be valid')).toBeVisible();
  await expect(page.getByText('Phone number must be valid')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Amelia');

  await page.getByLabel('House number').fill('10');
  await page.getByLabel('Street').fill('Downing Street');
  await page.getByLabel('Postcode').fill('sw1a2aa');
  await page.getByLabel('Phone number').fill('020 7946 0000');
  await expect(page.getByText('Postal Code must be valid')).toHaveCount(0);

  await emulator.fail({ call: 'customers.createAddress', status: 503 });
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address could not be saved. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Street')).toHaveValue('Downing Street');
  await expect(page.getByLabel('Postcode')).toHaveValue('sw1a2aa');

  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'All addresses' })).toBeVisible();
  const added = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Downing Street' });
  await expect(added).toContainText('10 Downing Street');
  await expect(added).toContainText('London SW1A 2AA');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
});

test('change an address to another country, where its own rules apply, then delete one after confirming', async ({
  page,
  goto,
}) => {
  await goto('allAddresses');
  await page.getByRole('link', { name: 'Change the address of Prinsengracht 263, Amsterdam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change address' })).toBeVisible();
  await expect(page.getByLabel('Street')).toHaveValue('Prinsengracht');

  await page.getByLabel('Country').selectOption('DE');
  await page.getByRole('button', { name: 'Save address' }).click();
  // A Dutch postcode is not a German one (the Dutch mobile number is a valid German-length number).
  await expect(page.getByText('Postal Code must be valid')).toBeVisible();
  await expect(page.getByLabel('Postal code')).toBeFocused();
  await page.getByLabel('Street').fill('Unter den Linden');
  await page.getByLabel('House number').fill('77');
  await page.getByLabel('Postal code').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Phone number').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page.getByText('Address saved')).toBeVisible();
  const changed = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Unter den Linden' });
  await expect(changed).toContainText('10117 Berlin');
  await expect(changed).toContainText('Default address');

  await page.getByRole('button', { name: 'Delete the address of Baker Street 221B, London' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('221B Baker Street');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete the address of Baker Street 221B, London' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
});

test("another customer's address id is not found", async ({ page, goto }) => {
  await goto('changeAddress', {}, { query: { id: 'u-b2b-address-1' } });
  await expect(page.getByText('This address was not found.')).toBeVisible();
});

test.describe('a business user', () => {
  test.use({ account: 'b2b@example.com' });

  test('adds an address with a company on the business route', async ({ page, goto }) => {
    await goto('addAddressB2b');
    await page.getByLabel('Country').selectOption('NL');
    await page.getByLabel('First name').fill('Bram');
    await page.getByLabel('Last name').fill('Bakker');
    await page.getByLabel('Company name').fill('Bakker Events');
    await page.getByLabel('Street').fill('Coolsingel');
    await page.getByLabel('House number').fill('40');
    await page.getByLabel('Postal code').fill('3011ad');
    await page.getByLabel('City').fill('Rotterdam');
    await page.getByLabel('Phone number').fill('010 1234567');
    await page.getByRole('button', { name: 'Save address' }).click();
    const added = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Bakker Events' });
    await expect(added).toContainText('3011 AD Rotterdam');
  });
});
