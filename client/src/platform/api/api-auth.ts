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
