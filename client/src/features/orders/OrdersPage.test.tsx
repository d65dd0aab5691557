import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CutOffGroup } from '#contracts/campaigns';
import type { SuperOrder } from '#contracts/orders';
import { consumerCustomer, renderApp } from '#test/render-app';
import { CUT_OFF_WAIT_MS } from './use-cut-off-beside-list';

const DAY = 24 * 3600 * 1000;

function order(code: string, ageDays: number, status: string): SuperOrder {
  return {
    superOrderCode: code,
    createdAt: new Date(Date.now() - ageDays * DAY).toISOString(),
    status,
    source: 'Albelli',
    deliveryType: 'Home',
    deliveryAddress: {
      firstName: 'Charlotte',
      lastName: 'Jansen',
      street: 'Baker Street',
      houseNumber: '221',
      postalCode: 'NW1 6XE',
      city: 'London',
      countryCode: 'GB',
      phone: '+44 20 7946 0958',
    },
    pickupPoint: null,
    canChangeDeliveryAddress: true,
    voucher: null,
    uploadId: null,
    productCount: 2,
    products: [
      {
        productId: `${code}-P1`,
        productCode: 'PAP_MUG',
        orderId: `${code}-1`,
        title: 'Photo Mug',
        quantity: 2,
        status,
        paymentChangedDate: null,
        thumbnailUrl: null,
      },
    ],
    total: { amount: 2598, currency: 'GBP' },
  };
}

/** The customer, these orders, and a merchandise service that fails (titles fall back to the order's). */
function stubServices(orders: SuperOrder[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/customers/customers/me')) return Response.json(consumerCustomer);
      if (url.includes('/api/orders/v2/superorders/me'))
        return Response.json({ items: orders, total: orders.length });
      return new Response('{}', { status: 500 });
    }),
  );
}

/** A deadline ten days away, for delivery before Christmas. */
function christmas(): CutOffGroup {
  return {
    id: 'gifts',
    name: 'Gifts',
    articleTypes: ['PhotoBook'],
    cutOffDate: new Date(Date.now() + 10 * DAY).toISOString(),
    deliveredBy: new Date(Date.now() + 20 * DAY).toISOString(),
    event: 'christmas',
  };
}

/** The customer, one order answered at once, and the cut-off groups answered when the test says. */
function stubWithHeldCutOff() {
  let answer: (groups: CutOffGroup[]) => void = () => undefined;
  const groups = new Promise<CutOffGroup[]>((resolve) => {
    answer = resolve;
  });
  let ordersAnswered: () => void = () => undefined;
  const orders = new Promise<void>((resolve) => {
    ordersAnswered = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/customers/customers/me')) return Response.json(consumerCustomer);
      if (url.includes('/v1/ArticleGroup')) return Response.json(await groups);
      if (url.includes('/api/orders/v2/superorders/me')) {
        ordersAnswered();
        return Response.json({ items: [order('AB-1', 2, 'Received')], total: 1 });
      }
      return new Response('{}', { status: 500 });
    }),
  );
  return { answerCutOff: answer, orders };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the orders screen', () => {
  it('lists the orders in progress and the history, with the statuses the customer knows', async () => {
    stubServices([
      order('AB-1', 2, 'Received'),
      order('AB-2', 5, 'Cancelled'),
      order('AB-3', 45, 'Dispatched'),
    ]);
    renderApp({ path: '/orders' });
    const inProgress = await screen.findByRole('region', { name: /^In progress/ });
    const history = screen.getByRole('region', { name: /^Order history/ });

    expect(within(inProgress).getByRole('link', { name: 'Order AB-1' }).getAttribute('href')).toBe(
      '/orders/AB-1',
    );
    expect(within(inProgress).getByText('Awaiting payment').className).toContain('order-status--active');
    expect(within(inProgress).getByText('Cancelled').className).toContain('order-status--cancelled');
    expect(within(inProgress).queryByRole('link', { name: 'Order AB-3' })).toBeNull();
    expect(within(history).getByRole('link', { name: 'Order AB-3' }).textContent).toBe('Order AB-3');
    expect(within(history).getByText('Sent').className).toContain('order-status--active');
    // The merchandise channel failed: the title as ordered stands in.
    expect(within(history).getByText('Photo Mug').textContent).toBe('Photo Mug');
    expect(within(history).getByText('Quantity: 2').textContent).toBe('Quantity: 2');
  });

  it("'Show more orders' comes once the first cards are all in, and keeps the focus while the next 20 come", async () => {
    stubServices(Array.from({ length: 45 }, (_, i) => order(`AB-${100 + i}`, 40 + i, 'Dispatched')));
    renderApp({ path: '/orders' });
    const history = await screen.findByRole('region', { name: /^Order history/ });
    const more = await within(history).findByRole('button', { name: 'Show more orders' });
    expect(within(history).getAllByRole('article')).toHaveLength(20);
    more.focus();
    more.click();
    expect(document.activeElement).toBe(more);
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(40));
    expect(document.activeElement).toBe(more);
    expect(within(history).getByRole('status').textContent).toBe('Showing 40 of 45 orders');
  });

  it("holds the lists' place with a 'Loading' status of card placeholders until the orders answer", async () => {
    let answer: (orders: SuperOrder[]) => void = () => undefined;
    const answered = new Promise<SuperOrder[]>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/customers/customers/me')) return Response.json(consumerCustomer);
        if (url.includes('/api/orders/v2/superorders/me')) {
          const orders = await answered;
          return Response.json({ items: orders, total: orders.length });
        }
        return new Response('{}', { status: 500 });
      }),
    );
    renderApp({ path: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const loading = await screen.findByRole('status', { name: 'Loading' });
    expect(loading.querySelectorAll('.skeleton--card')).toHaveLength(4);
    answer([order('AB-1', 2, 'Received')]);
    expect(await screen.findByRole('region', { name: /^In progress/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it("says 'You haven't ordered anything yet!' without orders", async () => {
    stubServices([]);
    renderApp({ path: '/orders' });
    expect((await screen.findByText("You haven't ordered anything yet!")).tagName).toBe('P');
    expect(screen.queryByRole('region', { name: /^In progress/ })).toBeNull();
  });

  it('shows the coming deadline together with the orders, never after them (it would push the list down)', async () => {
    const { answerCutOff, orders } = stubWithHeldCutOff();
    renderApp({ path: '/orders' });
    await orders;
    // The orders are on their way, the cut-off groups answer next (within the wait: the next test holds them
    // back past it with a fake clock; a real one here would make this test depend on the machine's speed).
    expect(screen.queryByRole('region', { name: /^In progress/ })).toBeNull();
    answerCutOff([christmas()]);
    const notice = await screen.findByText(/^Order by .+ for delivery before Christmas$/);
    const list = screen.getByRole('region', { name: /^In progress/ });
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('a cut-off call that does not answer holds the orders back one wait at most, and its late answer moves nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { answerCutOff, orders } = stubWithHeldCutOff();
    renderApp({ path: '/orders' });
    await orders;
    await screen.findByRole('status', { name: 'Loading' });
    expect(screen.queryByRole('region', { name: /^In progress/ })).toBeNull();
    await vi.advanceTimersByTimeAsync(CUT_OFF_WAIT_MS);
    const list = await screen.findByRole('region', { name: /^In progress/ });

    answerCutOff([christmas()]);
    // The answer is in (the fetch settles), and no notice is put above the list the customer is reading.
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.queryByText(/for delivery before Christmas/)).toBeNull();
    expect(list.isConnected).toBe(true);
  });
});
