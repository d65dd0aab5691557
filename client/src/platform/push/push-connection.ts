import type { PushMessage } from '#contracts/push';
import {
  openPushSocket,
  PUSH_LIFETIME_MS,
  type PushSocket,
  type PushSocketClose,
  type PushSocketOptions,
} from './push-socket';

export type PushListener = (message: PushMessage) => void;

export interface PushConnectionDeps {
  /** The access token to authenticate with; null when signed out (nothing opens then). */
  getToken(): string | null;
  /** Path of the socket on this origin (config.push.path). */
  path: string;
  open?: (options: PushSocketOptions) => PushSocket;
  /** Time and timers (tests move them). */
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/** How many message ids are remembered to drop a message delivered twice (two sockets briefly open, a replay). */
const SEEN_LIMIT = 200;
/** Reconnection waits 1 s, 2 s, 4 s… at most 30 s, each somewhere between half and all of it (jitter). */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Closes after which the socket is opened again (with the token of that moment): the server going away (1001,
 * a gateway copy stopping), a broken connection (1006), a server error or restart (1011, 1012), "try again
 * later" (1013), a rate limit (4429), and the token's expiry (4401 'token expired').
 */
const RECONNECT_CODES = new Set([1001, 1005, 1006, 1011, 1012, 1013, 4429]);
const CLOSE_UNAUTHORIZED = 4401;
const TOKEN_EXPIRED = 'token expired';

/**
 * The app's one push connection. Flows that expect messages (a download was created, the downloads page is
 * open, the library is importing) call `open()`: it opens the socket, or keeps the open one; either way the socket
 * lives 30 minutes from that call (the spec's lifetime). Listeners (toasts, the import notice) subscribe for as
 * long as they are mounted and do not open anything themselves. A message is delivered to every listener once.
 *
 * When the server closes the socket within those 30 minutes (a gateway copy shutting down, the network, the
 * token expiring) it is opened again after a backoff with jitter, authenticating with the current token; a
 * refused token is tried again only once the token has changed.
 */
export class PushConnection {
  readonly #deps: PushConnectionDeps;
  readonly #listeners = new Set<PushListener>();
  readonly #seen: string[] = [];
  #socket: PushSocket | null = null;
  /** When the current 30 minutes end (ms since the epoch); null when closed. */
  #deadline: number | null = null;
  #retry: unknown = null;
  #attempts = 0;

  constructor(deps: PushConnectionDeps) {
    this.#deps = deps;
  }

  get isOpen(): boolean {
    return this.#socket !== null || this.#retry !== null;
  }

  /** Opens the socket (or renews the open one's 30 minutes); false when there is no token to authenticate with. */
  open(): boolean {
    const token = this.#deps.getToken();
    if (token === null) return false;
    this.#cancelRetry();
    this.#socket?.close();
    this.#attempts = 0;
    this.#deadline = this.#now() + PUSH_LIFETIME_MS;
    this.#connect(token);
    return true;
  }

  close(): void {
    this.#cancelRetry();
    this.#deadline = null;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
  }

  subscribe(listener: PushListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #connect(token: string): void {
    const deadline = this.#deadline;
    if (deadline === null) return;
    const socket = (this.#deps.open ?? openPushSocket)({
      token,
      path: this.#deps.path,
      lifetimeMs: Math.max(0, deadline - this.#now()),
      onMessage: (message) => this.#deliver(message),
      onAuthenticated: () => {
        this.#attempts = 0;
      },
      onClose: (close) => {
        if (this.#socket !== socket) return;
        this.#socket = null;
        this.#maybeReconnect(close, token);
      },
    });
    this.#socket = socket;
  }

  #maybeReconnect(close: PushSocketClose, usedToken: string): void {
    if (close.byClient || this.#deadline === null || this.#now() >= this.#deadline) return;
    const expired = close.code === CLOSE_UNAUTHORIZED && close.reason === TOKEN_EXPIRED;
    const refused = close.code === CLOSE_UNAUTHORIZED || close.code === 4408;
    if (!expired && !RECONNECT_CODES.has(close.code) && !refused) return;
    if (refused && !expired && this.#deps.getToken() === usedToken) return;
    const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.#attempts);
    this.#attempts += 1;
    const wait = backoff * (0.5 + 0.5 * (this.#deps.random ?? Math.random)());
    this.#retry = (this.#deps.setTimer ?? setTimeout)(() => {
      this.#retry = null;
      const token = this.#deps.getToken();
      if (token === null || this.#deadline === null || this.#now() >= this.#deadline) return;
      this.#connect(token);
    }, wait);
  }

  #cancelRetry(): void {
    if (this.#retry === null) return;
    (this.#deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(
      this.#retry,
    );
    this.#retry = null;
  }

  #now(): number {
    return (this.#deps.now ?? Date.now)();
  }

  #deliver(message: PushMessage): void {
    if (this.#seen.includes(message.id)) return;
    this.#seen.push(message.id);
    if (this.#seen.length > SEEN_LIMIT) this.#seen.shift();
    for (const listener of [...this.#listeners]) listener(message);
  }
}
