/**
 * bff mode's CSRF header: the gateway refuses a state-changing call without it (a cross-site form cannot send it,
 * a cross-site script needs a CORS preflight the gateway never grants). Harmless in browser mode.
 */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { 'X-CSRF': '1' };

/** How the API wrapper reaches authentication: set once by the auth provider (tests set their own). */
export interface ApiAuthHandlers {
  getAccessToken(): string | null;
  /** Renews the access token; false when renewal failed. */
  renew(): Promise<boolean>;
  signOut(): void;
}

let handlers: ApiAuthHandlers = {
  getAccessToken: () => null,
  renew: async () => false,
  signOut: () => undefined,
};
let renewal: Promise<boolean> | null = null;

export function setApiAuthHandlers(next: ApiAuthHandlers): void {
  handlers = next;
}

export function apiAuth(): ApiAuthHandlers {
  return handlers;
}

/** One renewal at a time: concurrent 401s share it. */
export function renewOnce(): Promise<boolean> {
  if (!renewal) {
    renewal = handlers.renew().finally(() => {
      renewal = null;
    });
  }
  return renewal;
}
