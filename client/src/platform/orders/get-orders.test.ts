import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuperOrder } from '#contracts/orders';
import { fetchAllOrders, fetchOrdersState, fetchRecentOrdersState } from './get-orders';

const DAY = 24 * 3600 * 1000;

function superOrder(n: number, createdAt: string): SuperOrder {
  const address = {
    firstName: 'A',
    lastName: 'B',
    street: 'Baker Street',
    houseNumber: '1',
    postalCode: 'NW1 6XE',
    city: 'London',
    countryCode: 'GB',
    phone: '+44 20 7946 0958',
  };
  return {
    superOrderCode: `AB-${String(n).padStart(8, '0')}`,
    createdAt,
    status: 'Confirmed',
    source: 'Albelli',
    deliveryType: 'Home',
    deliveryAddress: address,
    pickupPoint: null,
    canChangeDeliveryAddress: true,
    voucher: null,
    uploadId: null,
    productCount: 1,
    products: [],
    total: { amount: 100, currency: 'GBP' },
  };
}

/** An orders service of `total` orders, one every `every` ms (a day) back from `now`, answering pages by Offset and Limit. */
function stubOrders(total: number, now: number, headers: Record<string, string> = {}, every = DAY) {
  const orders = Array.from({ length: total }, (_, i) =>
    superOrder(i, new Date(now - i * every).toISOString()),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const offset = Number(url.searchParams.get('Offset'));
    const limit = Number(url.searchParams.get('Limit'));
    return Response.json({ items: orders.slice(offset, offset + limit), total }, { headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchAllOrders', () => {
  it('reads pages of 100 with OrderState=notExpired until the total is reached', async () => {
    const fetchMock = stubOrders(230, Date.now());
    const orders = await fetchAllOrders();
    expect(orders).toHaveLength(230);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/orders/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired',
      '/api/orders/v2/superorders/me?Offset=100&Limit=100&OrderState=notExpired',
      '/api/orders/v2/superorders/me?Offset=200&Limit=100&OrderState=notExpired',
    ]);
  });

  it('asks once when everything fits in a page, and once for no orders', async () => {
    expect(stubOrders(100, Date.now()) && (await fetchAllOrders())).toHaveLength(100);
    const fetchMock = stubOrders(0, Date.now());
    expect(await fetchAllOrders()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops at an empty page even when the total promised more', async () => {
    const fetchMock = vi.fn(async () => Response.json({ items: [], total: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchAllOrders()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchOrdersState', () => {
  it("splits by the services' clock, not the device's", async () => {
    // The services are 2 days ahead: the order placed 29 days before their now is 31 days old by then.
    const servicesNow = Date.now() + 2 * DAY;
    const answerDate = new Date(servicesNow).toUTCString();
    const orders = [superOrder(1, new Date(Date.now() - 29 * DAY).toISOString())];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: orders, total: 1 }, { headers: { date: answerDate } })),
    );
    const state = await fetchOrdersState();
    expect(state.inProgress).toEqual([]);
    expect(state.history.map((o) => o.superOrderCode)).toEqual(['AB-00000001']);
  });
});

describe('fetchRecentOrdersState (the overview)', () => {
  it('reads one page when that page already reaches past the 30-day window, and finds the same orders in progress', async () => {
    // Half a day off the whole days: no order sits on the window's edge while the two reads take their time.
    const fetchMock = stubOrders(230, Date.now() - DAY / 2);
    const recent = await fetchRecentOrdersState();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const all = await fetchOrdersState();
    expect(recent.inProgress.length).toBeGreaterThan(25);
    expect(recent.inProgress).toEqual(all.inProgress);
  });

  it('reads on while the window goes on (four orders a day: two pages of 400 orders)', async () => {
    const fetchMock = stubOrders(400, Date.now() - DAY / 8, {}, DAY / 4);
    const recent = await fetchRecentOrdersState();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const all = await fetchOrdersState();
    expect(recent.inProgress.length).toBeGreaterThan(100);
    expect(recent.inProgress).toEqual(all.inProgress);
  });
});
