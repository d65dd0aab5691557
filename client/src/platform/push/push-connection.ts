import type { PushMessage } from '#contracts/push';
import { openPushSocket, type PushSocket, type PushSocketOptions } from './push-socket';

export type PushListener = (message: PushMessage) => void;

export interface PushConnectionDeps {
  /** The access token to authenticate with; null when signed out (nothing opens then). */
  getToken(): string | null;
  /** Path of the socket on this origin (config.push.path). */
  path: string;
  open?: (options: PushSocketOptions) => PushSocket;
}

/** How many message ids are remembered to drop a message delivered twice (two sockets briefly open, a replay). */
const SEEN_LIMIT = 200;

/**
 * The app's one push connection. Flows that expect messages (a download was created, the downloads page is
 * open, the library is importing) call `open()`: it opens the socket, or keeps the open one; either way the socket
 * lives 30 minutes from that call (the spec's lifetime). Listeners (toasts, the import notice) subscribe for as
 * long as they are mounted and do not open anything themselves. A message is delivered to every listener once.
 */
export class PushConnection {
  readonly #deps: PushConnectionDeps;
  readonly #listeners = new Set<PushListener>();
  readonly #seen: string[] = [];
  #socket: PushSocket | null = null;

  constructor(deps: PushConnectionDeps) {
    this.#deps = deps;
  }

  get isOpen(): boolean {
    return this.#socket !== null;
  }

  /** Opens the socket (or renews the open one's 30 minutes); false when there is no token to authenticate with. */
  open(): boolean {
    const token = this.#deps.getToken();
    if (token === null) return false;
    this.#socket?.close();
    const socket = (this.#deps.open ?? openPushSocket)({
      token,
      path: this.#deps.path,
      onMessage: (message) => this.#deliver(message),
      onClose: () => {
        if (this.#socket === socket) this.#socket = null;
      },
    });
    this.#socket = socket;
    return true;
  }

  close(): void {
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

  #deliver(message: PushMessage): void {
    if (this.#seen.includes(message.id)) return;
    this.#seen.push(message.id);
    if (this.#seen.length > SEEN_LIMIT) this.#seen.shift();
    for (const listener of [...this.#listeners]) listener(message);
  }
}
