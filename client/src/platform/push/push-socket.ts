import { PushMessage, type PushMessage as PushMessageType } from '#contracts/push';

export const PUSH_LIFETIME_MS = 1_800_000;

/** How a socket ended: the close code and reason, and whether this side closed it (or its lifetime did). */
export interface PushSocketClose {
  code: number;
  reason: string;
  byClient: boolean;
}

export interface PushSocketOptions {
  token: string;
  onMessage(message: PushMessageType): void;
  /** When the server has accepted the token (its `OK`): messages flow from now on. */
  onAuthenticated?(): void;
  /** When the socket has closed, for whatever reason (its lifetime, the server, the network). */
  onClose?(close: PushSocketClose): void;
  /** Path of the socket on this origin (config.push.path). */
  path?: string;
  /** Closes itself after this long (30 minutes). */
  lifetimeMs?: number;
  location?: Pick<Location, 'protocol' | 'host'>;
  WebSocketImpl?: new (url: string) => WebSocket;
}

export interface PushSocket {
  close(): void;
}

export function pushSocketUrl(loc: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${path}`;
}

/**
 * Opens the push WebSocket on this origin, authenticates with the access token on open, hands every valid
 * PushMessage to onMessage (the 'OK' acknowledgement tells onAuthenticated; invalid messages are ignored) and
 * closes after 30 min.
 */
export function openPushSocket(options: PushSocketOptions): PushSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const socket = new Impl(pushSocketUrl(options.location ?? window.location, options.path ?? '/push'));
  let byClient = false;
  const closeByClient = () => {
    byClient = true;
    socket.close();
  };
  const timer = setTimeout(closeByClient, options.lifetimeMs ?? PUSH_LIFETIME_MS);

  socket.addEventListener('open', () => {
    // '' in bff mode: the session cookie authenticated the upgrade, there is no token to send.
    if (options.token !== '') socket.send(JSON.stringify({ action: 'authenticate', token: options.token }));
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data !== 'string') return;
    if (event.data === 'OK') {
      options.onAuthenticated?.();
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = PushMessage.safeParse(json);
    if (parsed.success) options.onMessage(parsed.data);
  });
  socket.addEventListener('close', (event: Event) => {
    clearTimeout(timer);
    const { code, reason } = event as Partial<CloseEvent>;
    options.onClose?.({ code: code ?? 1005, reason: reason ?? '', byClient });
  });

  return {
    close() {
      clearTimeout(timer);
      closeByClient();
    },
  };
}
