import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '#contracts/routes';
import { routeTable } from './route-table';

/** Routes whose screen is shared with another route or is not a page of its own. */
const SHARED: Partial<Record<RouteName, string>> = {
  albumPhotoPreview: 'PhotoPreviewPage',
  sharedAlbumPhotoPreview: 'PhotoPreviewPage',
  changeEmailB2b: 'ChangeEmailPage',
  addAddressB2b: 'AddAddressPage',
  changeAddressB2b: 'ChangeAddressPage',
  photoManagement: 'PhotoManagementRedirect',
};

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

describe('route table', () => {
  it('has an entry for every path of contracts/routes.ts', () => {
    expect(Object.keys(routeTable).sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(Object.entries(routeTable))('names the screen of %s after the route', (key, entry) => {
    const name = (entry.screen as { displayName?: string }).displayName ?? entry.screen.name;
    expect(name).toBe(SHARED[key as RouteName] ?? `${pascal(key)}Page`);
  });
});
