import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBffAuthService } from './bff-auth-service';

const CLAIMS = { sub: 'u-1', email: 'a@example.com', idp: 'default', idp_sub: 'x', amr: ['b2b'] };

function fakeLocation() {
  const assign = vi.fn();
  return { loc: { origin: 'http://shop.example', assign } as unknown as Location, assign };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bff auth service', () => {
  it('restores the session from /bff/user and holds no token', async () => {
    const fetchMock = vi.fn(async () => Response.json(CLAIMS));
    vi.stubGlobal('fetch', fetchMock);
    const service = createBffAuthService(fakeLocation().loc);
    expect(service.getAccessToken()).toBeNull();
    expect(await service.restore()).toEqual({ claims: CLAIMS });
    expect(fetchMock).toHaveBeenCalledWith(
      '/bff/user',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    // Signed in, but nothing a script could steal: the cookie authenticates.
    expect(service.getAccessToken()).toBe('');
  });

  it('is signed out when the gateway answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    const service = createBffAuthService(fakeLocation().loc);
    expect(await service.restore()).toBeNull();
    expect(await service.renew()).toBe(false);
    expect(service.getAccessToken()).toBeNull();
  });

  it('signs in through the gateway with the return path', async () => {
    const { loc, assign } = fakeLocation();
    await createBffAuthService(loc).signIn('/photos?album=a b');
    expect(assign).toHaveBeenCalledWith('/bff/login?returnTo=%2Fphotos%3Falbum%3Da%20b');
  });

  it('signs out with the CSRF header and goes to the provider’s end-session URL', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ endSessionUrl: 'http://idp.example/session/end?client_id=c' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { loc, assign } = fakeLocation();
    await createBffAuthService(loc).signOut('http://shop.example/account-deleted');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/bff/logout');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-CSRF': '1' });
    expect(JSON.parse(String(init?.body))).toEqual({ returnTo: '/account-deleted' });
    expect(assign).toHaveBeenCalledWith('http://idp.example/session/end?client_id=c');
  });
});
