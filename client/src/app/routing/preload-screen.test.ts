import { describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlag } from '#contracts/feature-flags';
import type { FlagValues } from '#platform/feature-flags/resolve-flags';
import { prefetchTimeline } from '#platform/photo-library/timeline';
import { prefetchScreenData, preloadScreenFor } from './preload-screen';
import { routeTable } from './route-table';

// The route table imports the timeline's public entry: that is the module to stand in for.
vi.mock('#platform/photo-library/timeline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#platform/photo-library/timeline')>()),
  prefetchTimeline: vi.fn(),
}));

const flags = (off: FeatureFlag[] = []) =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, !off.includes(flag)])) as FlagValues;

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

describe("starting the opened screen's first calls once the session is known", () => {
  it("starts My photos' timeline for its owner when the timeline is on", async () => {
    vi.mocked(prefetchTimeline).mockClear();
    await prefetchScreenData('/my-photos/photos', 'u-customer', { flags: flags(), isB2b: false });
    expect(prefetchTimeline).toHaveBeenCalledWith('u-customer');
  });

  it('starts nothing when the guard would send the customer elsewhere, or for a screen without first calls', async () => {
    vi.mocked(prefetchTimeline).mockClear();
    const off = flags(['PhotoManagementTimelineViewEnabled']);
    await prefetchScreenData('/my-photos/photos', 'u-customer', { flags: off, isB2b: false });
    await prefetchScreenData('/orders', 'u-customer', { flags: flags(), isB2b: false });
    expect(prefetchTimeline).not.toHaveBeenCalled();
  });
});
