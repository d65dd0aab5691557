import { describe, expect, it } from 'vitest';
import { createTokenlessUserStore } from './tokenless-user-store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const USER = JSON.stringify({
  access_token: 'acc.jwt',
  refresh_token: 'ref-1',
  id_token: 'id.jwt',
  token_type: 'Bearer',
  profile: { sub: 'u1', email: 'customer@example.com' },
  expires_at: 2_000_000_000,
});
const KEY = 'user:https://id.example.com:account-area';

describe('the tokenless user store', () => {
  it('keeps no token in localStorage, and gives the user back with the cookies’ tokens', async () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    const cookies = { access: 'acc.jwt', refresh: 'ref-1' as string | null };
    const store = createTokenlessUserStore(
      { access: () => cookies.access, refresh: () => cookies.refresh },
      local,
      tab,
    );
    await store.set(KEY, USER);
    const persisted = local.getItem(`oidc.${KEY}`) ?? '';
    expect(persisted).not.toMatch(/acc\.jwt|ref-1|id\.jwt|_token/);
    expect(JSON.parse(persisted)).toMatchObject({ profile: { sub: 'u1' }, expires_at: 2_000_000_000 });
    expect(JSON.parse((await store.get(KEY)) ?? '{}')).toMatchObject({
      access_token: 'acc.jwt',
      refresh_token: 'ref-1',
      id_token: 'id.jwt',
      profile: { sub: 'u1' },
    });
    // Renewed cookies are what the user carries; without a refresh cookie it has no refresh token.
    cookies.access = 'acc-2.jwt';
    cookies.refresh = null;
    const renewed = JSON.parse((await store.get(KEY)) ?? '{}') as Record<string, unknown>;
    expect(renewed.access_token).toBe('acc-2.jwt');
    expect(renewed).not.toHaveProperty('refresh_token');
    expect(await store.getAllKeys()).toEqual([KEY]);
    await store.remove(KEY);
    expect(await store.get(KEY)).toBeNull();
    expect(tab.length).toBe(0);
  });

  it('strips the tokens of a user stored before it', async () => {
    const local = memoryStorage();
    local.setItem(`oidc.${KEY}`, USER);
    const store = createTokenlessUserStore(
      { access: () => null, refresh: () => null },
      local,
      memoryStorage(),
    );
    expect(JSON.parse((await store.get(KEY)) ?? '{}')).toMatchObject({
      access_token: '',
      profile: { sub: 'u1' },
    });
    expect(local.getItem(`oidc.${KEY}`)).not.toMatch(/acc\.jwt|ref-1|id\.jwt/);
  });
});
