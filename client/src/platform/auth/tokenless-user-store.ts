import type { StateStore } from 'oidc-client-ts';

/** The tokens oidc-client-ts keeps in a stored user, and where each lives instead. */
const TOKEN_FIELDS = ['access_token', 'refresh_token', 'id_token'] as const;
const PREFIX = 'oidc.';

export interface TokenSources {
  /** The `access` cookie's token. */
  access(): string | null;
  /** The `refresh` cookie's token. */
  refresh(): string | null;
}

/**
 * The user store of oidc-client-ts without tokens in localStorage: what is persisted there is the user without
 * its tokens (profile, expiry, scope, state); on reading, the access and refresh tokens come back from the
 * spec's `access` and `refresh` cookies (the session) and the id token (needed only as the sign-out hint) from
 * this tab's sessionStorage. A script that reads localStorage finds no token; a stored user from before this
 * store is stripped when it is first read.
 */
export function createTokenlessUserStore(
  tokens: TokenSources,
  persistent: Storage = window.localStorage,
  tab: Storage = window.sessionStorage,
): StateStore {
  const idKey = (key: string) => `${PREFIX}${key}.id_token`;
  const stripped = (key: string, value: string): string => {
    const user = JSON.parse(value) as Record<string, unknown>;
    if (typeof user.id_token === 'string') tab.setItem(idKey(key), user.id_token);
    for (const field of TOKEN_FIELDS) delete user[field];
    return JSON.stringify(user);
  };
  return {
    async set(key, value) {
      persistent.setItem(PREFIX + key, stripped(key, value));
    },
    async get(key) {
      const stored = persistent.getItem(PREFIX + key);
      if (stored === null) return null;
      let user: Record<string, unknown>;
      try {
        user = JSON.parse(stored) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (TOKEN_FIELDS.some((field) => field in user))
        persistent.setItem(PREFIX + key, stripped(key, stored));
      const access = tokens.access();
      // No access cookie: the user has no session token; oidc-client-ts sees an expired user and renews or stops.
      user.access_token = access ?? '';
      const refresh = tokens.refresh();
      if (refresh !== null) user.refresh_token = refresh;
      else delete user.refresh_token;
      const idToken = tab.getItem(idKey(key));
      if (idToken !== null) user.id_token = idToken;
      else delete user.id_token;
      return JSON.stringify(user);
    },
    async remove(key) {
      const stored = persistent.getItem(PREFIX + key);
      persistent.removeItem(PREFIX + key);
      tab.removeItem(idKey(key));
      return stored;
    },
    async getAllKeys() {
      const keys: string[] = [];
      for (let i = 0; i < persistent.length; i++) {
        const key = persistent.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key.slice(PREFIX.length));
      }
      return keys;
    },
  };
}
