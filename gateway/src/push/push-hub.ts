import type { PushMessage } from '#contracts/push';

/** What a user's socket hears from the relay. */
export interface PushListener {
  /** A push message: its JSON text, and when it was handed to the relay (ms since the epoch). */
  message(json: string, publishedAt: number): void;
  /** bff mode: the user's session with this digest ended on some copy; its sockets close. */
  sessionEnded(digest: string): void;
}

/**
 * Where push messages for a user meet that user's sockets. The in-memory hub serves one process; the Redis hub
 * (`redis-push-hub.ts`) serves every gateway copy, so a message published on one reaches sockets on all.
 */
export interface PushHub {
  /** Hands a message to the user's sockets, wherever they are; rejects when the relay cannot take it. */
  publish(userId: string, message: PushMessage): Promise<void>;
  /**
   * bff mode: tells the user's sockets on every copy that the session with this digest ended (sign-out, timeout,
   * refused refresh), so they close at once rather than at their token's expiry.
   */
  endSession(userId: string, digest: string): Promise<void>;
  /**
   * Starts delivering the user's messages to `listener`; resolves once messages published from now on will
   * arrive, to the function that stops the delivery.
   */
  subscribe(userId: string, listener: PushListener): Promise<() => void>;
  /** Whether the relay works (readiness): always for the in-memory hub. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

/** Hands an event to every listener of a set; one broken socket must not keep it from the others. */
export function deliverToAll(
  listeners: Iterable<PushListener>,
  deliver: (listener: PushListener) => void,
): void {
  for (const listener of [...listeners]) {
    try {
      deliver(listener);
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
      if (set === undefined) return;
      const json = JSON.stringify(message);
      const at = Date.now();
      deliverToAll(set, (listener) => listener.message(json, at));
    },
    async endSession(userId, digest) {
      const set = listeners.get(userId);
      if (set !== undefined) deliverToAll(set, (listener) => listener.sessionEnded(digest));
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
