import type { PushMessage } from '#contracts/push';

export type PushListener = (message: PushMessage) => void;

/**
 * Where push messages for a user meet that user's sockets. The in-memory hub serves one process; a Redis
 * pub/sub hub (publish to a per-user channel, subscribe while a socket is open) can replace it without changes
 * elsewhere, which keeps gateway copies stateless.
 */
export interface PushHub {
  publish(userId: string, message: PushMessage): Promise<void>;
  /** Starts delivering the user's messages to `listener`; call the returned function to stop. */
  subscribe(userId: string, listener: PushListener): () => void;
  close(): Promise<void>;
}

export function createMemoryPushHub(): PushHub {
  const listeners = new Map<string, Set<PushListener>>();
  return {
    async publish(userId, message) {
      const set = listeners.get(userId);
      if (set === undefined) return;
      for (const listener of [...set]) {
        try {
          listener(message);
        } catch {
          // One broken socket must not keep the message from the user's other sockets.
        }
      }
    },
    subscribe(userId, listener) {
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
    async close() {
      listeners.clear();
    },
  };
}
