import type { PushMessage } from '#contracts/push';

/** A push message for a socket: its JSON text, and when it was handed to the relay (ms since the epoch). */
export type PushListener = (json: string, publishedAt: number) => void;

/**
 * Where push messages for a user meet that user's sockets. The in-memory hub serves one process; the Redis hub
 * (`redis-push-hub.ts`) serves every gateway copy, so a message published on one reaches sockets on all.
 */
export interface PushHub {
  /** Hands a message to the user's sockets, wherever they are; rejects when the relay cannot take it. */
  publish(userId: string, message: PushMessage): Promise<void>;
  /**
   * Starts delivering the user's messages to `listener`; resolves once messages published from now on will
   * arrive, to the function that stops the delivery.
   */
  subscribe(userId: string, listener: PushListener): Promise<() => void>;
  /** Whether the relay works (readiness): always for the in-memory hub. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

/** Delivers to every listener of a set; one broken socket must not keep the message from the others. */
export function deliverToAll(listeners: Iterable<PushListener>, json: string, publishedAt: number): void {
  for (const listener of [...listeners]) {
    try {
      listener(json, publishedAt);
    } catch {
      // The socket's own close handling takes care of it.
    }
  }
}

export function createMemoryPushHub(): PushHub {
  const listeners = new Map<string, Set<PushListener>>();
  return {
    async publish(userId, message) {
      const set = listeners.get(userId);
      if (set !== undefined) deliverToAll(set, JSON.stringify(message), Date.now());
    },
    async subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (set === undefined) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        if (current === undefined) return;
        current.delete(listener);
        if (current.size === 0) listeners.delete(userId);
      };
    },
    async check() {
      return true;
    },
    async close() {
      listeners.clear();
    },
  };
}
