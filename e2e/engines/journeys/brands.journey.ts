import { by, expect, journey } from '../fixtures';

journey.describe('the cookie banner', () => {
  journey.use({ account: 'customer@example.com', consentBanner: true });

  journey('asks on the first visit, saves the choice, and does not ask again', async ({ ui, url }) => {
    await ui.goto(url('orders'));
    const banner = by.role('region', 'Cookies on this site');
    await ui.waitVisible(banner, { timeout: 30_000 });
    await ui.click(by.button('Save my choice').within(banner));
    await ui.waitGone(banner);
    const consent = await ui.script<string>(
      "return (document.cookie.match(/(?:^|; )cookie_consent=([^;]*)/) || [])[1] || '';",
    );
    expect(consent).toBe('00');
    await ui.reload();
    await ui.waitVisible(by.heading('Orders').within(by.role('main')));
    expect(await ui.count(banner)).toBe(0);
  });
});

journey.describe('a French brand', () => {
  journey.use({ account: 'customer@example.com', brand: 'photobox-fr' });

  journey('reads in French: the menu, the orders and an order', async ({ ui, url }) => {
    await ui.goto(url('orders'));
    await ui.waitVisible(by.heading('Commandes').within(by.role('main')));
    const menu = by.role('navigation', 'Menu du compte');
    await ui.until(
      'the menu to mark Commandes',
      async () => (await ui.attribute(by.link('Commandes').within(menu), 'aria-current')) === 'page',
    );
    expect(await ui.script<string>('return document.documentElement.lang;')).toBe('fr-FR');
    await ui.goto(url('orderDetails', { orderCode: 'AB-20480003' }));
    await ui.waitVisible(by.heading('Détails de la commande'));
  });
});
