import { by, journey } from '../fixtures';

journey.use({ account: 'customer@example.com' });

const main = by.role('main');

journey(
  'the orders list shows orders in progress and the history, and opens an order',
  async ({ ui, url }) => {
    await ui.goto(url('orders'));
    await ui.waitVisible(by.heading('Orders').within(main));
    await ui.waitVisible(by.role('region', /^In progress/));
    await ui.waitVisible(by.role('region', /^Order history/));
    await ui.click(by.link('Order AB-20480004'));
    await ui.waitVisible(by.heading('Order details'));
    await ui.waitUrl(/AB-20480004/);
  },
);

journey("an order's details show its products, delivery and voucher", async ({ ui, url }) => {
  await ui.goto(url('orderDetails', { orderCode: 'AB-20480003' }));
  await ui.waitVisible(by.heading('Order details'));
  await ui.waitVisible(by.heading('XL Layflat Photo Book'));
  await ui.waitVisible(by.heading('Photo Mug'));
  await ui.waitText(by.role('region', 'Delivery'), '221 Baker Street');
  await ui.waitText(main, 'SPRING25');
});

journey('an address is added, refused first for a bad postcode, then saved', async ({ ui, url }) => {
  await ui.goto(url('allAddresses'));
  await ui.waitVisible(by.heading('All addresses'));
  await ui.click(by.link('Add address'));
  await ui.waitVisible(by.heading('Add address').within(main));
  await ui.fill(by.label('First name'), 'Amelia');
  await ui.fill(by.label('Last name'), 'Hughes');
  await ui.fill(by.label('House number'), '10');
  await ui.fill(by.label('Street'), 'Downing Street');
  await ui.fill(by.label('Town or city'), 'London');
  await ui.fill(by.label('Postcode'), '1015 CS');
  await ui.fill(by.label('Phone number'), '020 7946 0000');
  await ui.click(by.button('Save address'));
  await ui.waitVisible(by.text('Postal Code must be valid'));
  await ui.fill(by.label('Postcode'), 'sw1a2aa');
  await ui.click(by.button('Save address'));
  await ui.waitVisible(by.text('Address saved'));
  await ui.waitText(main, '10 Downing Street');
  await ui.waitText(main, 'London SW1A 2AA');
});

journey('an address is changed and saved', async ({ ui, url }) => {
  await ui.goto(url('allAddresses'));
  await ui.click(by.link('Change the address of Prinsengracht 263, Amsterdam'));
  await ui.waitVisible(by.heading('Change address').within(main));
  await ui.until(
    'the form to be filled',
    async () => (await ui.value(by.label('Street'))) === 'Prinsengracht',
  );
  await ui.fill(by.label('Street'), 'Keizersgracht');
  await ui.click(by.button('Save address'));
  await ui.waitVisible(by.text('Address saved'));
  await ui.waitText(main, 'Keizersgracht 263');
});

journey('the e-mail change refuses an address in use, then sends the link', async ({ ui, url }) => {
  await ui.goto(url('changeEmail'));
  await ui.fill(by.label('New e-mail address'), 'not an address');
  await ui.click(by.button('Send confirmation link'));
  await ui.waitVisible(by.text('Please enter a valid e-mail address'));
  await ui.fill(by.label('New e-mail address'), 'b2b@example.com');
  await ui.click(by.button('Send confirmation link'));
  await ui.waitVisible(by.text('This e-mail address is already in use'));
  await ui.fill(by.label('New e-mail address'), 'new-address@example.org');
  await ui.click(by.button('Send confirmation link'));
  await ui.waitVisible(by.heading('Check your mailbox'));
});
