import { describe, expect, it, vi } from 'vitest';
import { preloadScreenFor } from './preload-screen';
import { routeTable } from './route-table';

describe('preloading the screen being opened', () => {
  it("starts loading the chunk of the path's screen, once, and nothing for an unknown path", () => {
    const photos = routeTable.photos.screen as unknown as { preload(): Promise<unknown> };
    const orders = routeTable.orders.screen as unknown as { preload(): Promise<unknown> };
    const photosSpy = vi.spyOn(photos, 'preload');
    const ordersSpy = vi.spyOn(orders, 'preload');
    preloadScreenFor('/my-photos/photos');
    preloadScreenFor('/no/such/page');
    expect(photosSpy).toHaveBeenCalledTimes(1);
    expect(ordersSpy).not.toHaveBeenCalled();
  });
});
