import type { GatewayMetrics } from '../observability/metrics';

/** What the registry needs of a session: to be closed when the gateway stops. */
export interface TrackedSocket {
  close(code: number, reason: string): void;
}

/**
 * The /push sockets open on this gateway copy: how many have not authenticated yet per client address (capped,
 * so nobody holds hundreds of idle sockets open), and every socket, to close them with 1001 on shutdown.
 */
export interface PushSockets {
  /** Whether `address` may open one more socket that has not authenticated. */
  hasRoomFor(address: string): boolean;
  /** A socket was opened: false (and nothing tracked) when `address` is over its cap. */
  opened(socket: TrackedSocket, address: string): boolean;
  authenticated(socket: TrackedSocket, address: string): void;
  closed(socket: TrackedSocket, address: string, wasAuthenticated: boolean): void;
  /** Closes every socket with `code` (1001 on shutdown, so clients reconnect to another copy). */
  closeAll(code: number, reason: string): void;
  readonly size: number;
}

export function createPushSockets(options: {
  maxUnauthenticatedPerAddress: number;
  metrics: GatewayMetrics | null;
}): PushSockets {
  const max = options.maxUnauthenticatedPerAddress;
  const unauthenticated = new Map<string, number>();
  const all = new Set<TrackedSocket>();
  const dropUnauthenticated = (address: string): void => {
    const count = (unauthenticated.get(address) ?? 1) - 1;
    if (count <= 0) unauthenticated.delete(address);
    else unauthenticated.set(address, count);
    options.metrics?.pushSockets('unauthenticated', -1);
  };
  return {
    hasRoomFor(address) {
      return max <= 0 || (unauthenticated.get(address) ?? 0) < max;
    },
    opened(socket, address) {
      if (!this.hasRoomFor(address)) return false;
      unauthenticated.set(address, (unauthenticated.get(address) ?? 0) + 1);
      all.add(socket);
      options.metrics?.pushSockets('unauthenticated', 1);
      return true;
    },
    authenticated(_socket, address) {
      dropUnauthenticated(address);
      options.metrics?.pushSockets('authenticated', 1);
    },
    closed(socket, address, wasAuthenticated) {
      if (!all.delete(socket)) return;
      if (wasAuthenticated) options.metrics?.pushSockets('authenticated', -1);
      else dropUnauthenticated(address);
    },
    closeAll(code, reason) {
      for (const socket of [...all]) socket.close(code, reason);
    },
    get size() {
      return all.size;
    },
  };
}
