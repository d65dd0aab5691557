import type { PushMessage } from '#contracts/push';

/** What a user's socket hears from the relay. */
export interface PushListener {
  /** A push message: its JSON text, and when it was handed to the relay (ms since the epoch). */
  message(json: string, publishedAt: number): void;
  /** bff mode: the user's session with this digest ended on some copy; its sockets close. */
  sessionEnded(digest: string): void;
}

/**
 * Traces the relay. `observability/tracing.ts` installs one (`PushHub.trace`) when tracing is on; without it a
 * hub traces nothing, and writes nothing more on the wire than before.
 */
export interface RelayTracer {
  /**
   * Publishes `message` under a producer span, child of `parent` (the ingest request's `traceparent`); `send`
   * gets the `traceparent` the message carries across the relay (the producer span's).
   */
  publish(
    parent: string | undefined,
    message: PushMessage,
    system: string,
    send: (traceparent: string | undefined) => Promise<void>,
  ): Promise<void>;
  /**
   * Delivers a relayed message under a consumer span continuing `traceparent` (a new trace without it: a message
   * from a copy that does not trace); `deliver` answers how many of this copy's sockets it was handed to.
   */
  deliver(traceparent: string | undefined, system: string, deliver: () => number): void;
}

/**
 * Where push messages for a user meet that user's sockets. The in-memory hub serves one process; the Redis hub
 * (`redis-push-hub.ts`) serves every gateway copy, so a message published on one reaches sockets on all.
 */
export interface PushHub {
  /**
   * Hands a message to the user's sockets, wherever they are; rejects when the relay cannot take it. With a
   * tracer installed, the message carries the trace of `traceparent` (the publishing request's) to the copies
   * that deliver it; without one, `traceparent` is not used.
   */
  publish(userId: string, message: PushMessage, traceparent?: string): Promise<void>;
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
  /** Traces publications and deliveries from now on (`observability/tracing.ts`, when tracing is on). */
  trace(tracer: RelayTracer): void;
  /** Whether the relay works (readiness): always for the in-memory hub. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Hands an event to every listener of a set; one broken socket must not keep it from the others. Answers how
 * many listeners it was handed to.
 */
export function deliverToAll(
  listeners: Iterable<PushListener>,
  deliver: (listener: PushListener) => void,
): number {
  const all = [...listeners];
  for (const listener of all) {
    try {
      deliver(listener);
    } catch {
      // The socket's own close handling takes care of it.
    }
  }
  return all.length;
}

/** `messaging.system` of the in-memory hub's consumer spans (the Redis hub's is `redis`). */
const IN_PROCESS = 'in_process';

export function createMemoryPushHub(): PushHub {
  const listeners = new Map<string, Set<PushListener>>();
  let tracer: RelayTracer | null = null;
  const deliver = (userId: string, message: PushMessage): number => {
    const set = listeners.get(userId);
    if (set === undefined) return 0;
    const json = JSON.stringify(message);
    const at = Date.now();
    return deliverToAll(set, (listener) => listener.message(json, at));
  };
  return {
    async publish(userId, message, traceparent) {
      if (tracer === null) {
        deliver(userId, message);
        return;
      }
      // One process: the consumer span follows the producer's at once, as it would on another copy.
      const traced = tracer;
      await traced.publish(traceparent, message, IN_PROCESS, async (sent) => {
        if (listeners.has(userId)) traced.deliver(sent, IN_PROCESS, () => deliver(userId, message));
      });
    },
    trace(installed) {
      tracer = installed;
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
