import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * After SIGTERM, how long a kept-alive connection must have been idle before the gateway closes it. Closing one
 * the instant it falls idle races a client that is sending its next request on it (the client sees a reset: issue
 * 25 F10); a client that sends within this gets its answer with `Connection: close` and leaves by itself.
 */
export const QUIET_MS = 1000;

/** Every open connection of a server, with when it was last seen busy (at SIGTERM: all of them, then). */
const connections = new WeakMap<Server, Map<Socket, number>>();

/** Keeps the list of a server's connections (one Map entry per connection; nothing per request). */
export function trackConnections(server: Server): void {
  const sockets = new Map<Socket, number>();
  connections.set(server, sockets);
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, Date.now());
    socket.once('close', () => sockets.delete(socket));
  });
}

/**
 * True while Node answers a request on the connection: Node's own HTTP server keeps the response it is writing
 * on the socket (`_httpMessage`, which its `closeIdleConnections` relies on the same way), and there is no public
 * accessor; without it a request in flight at SIGTERM for over `QUIET_MS` would be cut.
 */
const answering = (socket: Socket): boolean =>
  (socket as Socket & { _httpMessage?: unknown })._httpMessage != null;

/**
 * From now on (SIGTERM), `server.closeIdleConnections()` — what Node's `close()` and Fastify's call — closes only
 * the connections idle for `quietMs`; every request's end counts as activity. Returns that closer, for the sweep.
 */
export function closeOnlyQuietConnections(server: Server, quietMs = QUIET_MS): () => void {
  const sockets = connections.get(server) ?? new Map<Socket, number>();
  const now = Date.now();
  for (const socket of sockets.keys()) sockets.set(socket, now);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.once('close', () => {
      if (sockets.has(req.socket)) sockets.set(req.socket, Date.now());
    });
  });
  const closeQuiet = (): void => {
    const time = Date.now();
    for (const [socket, since] of sockets) {
      if (!answering(socket) && time - since >= quietMs) socket.destroy();
    }
  };
  server.closeIdleConnections = closeQuiet;
  return closeQuiet;
}
