import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiAuthHandlers } from '#platform/api/api-auth';
import { fetchWidget } from './get-widgets';

describe('widget read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([404, 401])('reads %i as no widget, and a 401 keeps the session', async (status) => {
    const signOut = vi.fn();
    setApiAuthHandlers({ getAccessToken: () => 'tok', renew: async () => true, signOut });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status })),
    );
    await expect(fetchWidget('AB-20480004')).resolves.toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('lets other failures through', async () => {
    setApiAuthHandlers({ getAccessToken: () => 'tok', renew: async () => true, signOut: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await expect(fetchWidget('AB-20480004')).rejects.toMatchObject({ status: 500 });
  });
});
