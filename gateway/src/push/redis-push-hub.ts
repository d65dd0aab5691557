import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { deliverToAll, type PushHub, type PushListener, type RelayTracer } from './push-hub';

/** The wire form of a bff session's end (a push message starts with its publication time, a number). */
const END_PREFIX = 'end ';
/** `messaging.system` of the relay's spans. */
const REDIS = 'redis';

export interface RedisPushHubOptions {
  /** A connection for PUBLISH (fails fast while Redis is away: the ingest then answers 503). */
  publisher: Redis;
  /** A connection in subscriber mode (resubscribes by itself after a reconnect). */
  subscriber: Redis;
  /** Prefix of the channels: `<prefix>push:<userId>`. */
  prefix: string;
  log: Logger;
  /** How long a socket waits for its user's channel to be subscribed. Default 5 000 ms. */
  subscribeTimeoutMs?: number;
}

/**
 * Push relay across gateway copies: a message is PUBLISHed on its user's channel; each copy SUBSCRIBEs to the
 * channel of every user with a socket open on it (once per user, however many sockets) and delivers what
 * arrives to them. A message carries the time it was published, so the lag to each socket can be measured.
 * Wire format: `<publishedAt ms> <message JSON>`, or, from a copy that traces, `<publishedAt ms>@<traceparent>
 * <message JSON>` (the producer span's W3C traceparent, so the delivering copy continues the trace; decision
 * 190). Either form is delivered by every copy of this version, traced or not. The end of a bff session, on its
 * user's channel (every copy with a socket of that session listens there): `end <session digest>`.
 */
export function createRedisPushHub(options: RedisPushHubOptions): PushHub {
  const { publisher, subscriber, prefix, log } = options;
  const channelPrefix = `${prefix}push:`;
  const listeners = new Map<string, Set<PushListener>>();
  /** The SUBSCRIBE of a user's channel, while it runs. */
  const subscribing = new Map<string, Promise<unknown>>();
  const timeoutMs = options.subscribeTimeoutMs ?? 5000;
  let tracer: RelayTracer | null = null;

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const set = listeners.get(channel.slice(channelPrefix.length));
    if (set === undefined) return;
    if (payload.startsWith(END_PREFIX)) {
      const digest = payload.slice(END_PREFIX.length);
      deliverToAll(set, (listener) => listener.sessionEnded(digest));
      return;
    }
    const space = payload.indexOf(' ');
    const head = space === -1 ? '' : payload.slice(0, space);
    const at = head.indexOf('@');
    const publishedAt = Number(at === -1 ? head : head.slice(0, at));
    if (space === -1 || !Number.isFinite(publishedAt)) {
      log.warn({ channel }, 'push relay: a message without its publication time was dropped');
      return;
    }
    const json = payload.slice(space + 1);
    const deliver = () => deliverToAll(set, (listener) => listener.message(json, publishedAt));
    if (tracer === null) deliver();
    else tracer.deliver(at === -1 ? undefined : head.slice(at + 1), REDIS, deliver);
  });

  function release(userId: string, listener: PushListener): void {
    const set = listeners.get(userId);
    if (set === undefined) return;
    set.delete(listener);
    if (set.size > 0) return;
    listeners.delete(userId);
    subscriber.unsubscribe(channelPrefix + userId).catch((error: unknown) => {
      log.warn({ err: error }, 'push relay: unsubscribe failed');
    });
  }

  return {
    async publish(userId, message, traceparent) {
      const channel = channelPrefix + userId;
      if (tracer === null) {
        await publisher.publish(channel, `${Date.now()} ${JSON.stringify(message)}`);
        return;
      }
      await tracer.publish(traceparent, message, REDIS, async (sent) => {
        const trace = sent === undefined ? '' : `@${sent}`;
        await publisher.publish(channel, `${Date.now()}${trace} ${JSON.stringify(message)}`);
      });
    },
    trace(installed) {
      tracer = installed;
    },
    async endSession(userId, digest) {
      // This copy's sockets at once, even while Redis is away; the other copies through the channel (this one
      // hears it again: a socket closes once).
      const set = listeners.get(userId);
      if (set !== undefined) deliverToAll(set, (listener) => listener.sessionEnded(digest));
      await publisher.publish(channelPrefix + userId, END_PREFIX + digest);
    },
    async subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (set === undefined) {
        set = new Set();
        listeners.set(userId, set);
        const started = subscriber.subscribe(channelPrefix + userId);
        subscribing.set(userId, started);
        void started.then(
          () => subscribing.get(userId) === started && subscribing.delete(userId),
          () => subscribing.get(userId) === started && subscribing.delete(userId),
        );
      }
      set.add(listener);
      const pending = subscribing.get(userId);
      if (pending !== undefined) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('push relay: subscribe timed out')), timeoutMs);
        });
        try {
          await Promise.race([pending, timeout]);
        } catch (error) {
          release(userId, listener);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      }
      return () => release(userId, listener);
    },
    async check() {
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
