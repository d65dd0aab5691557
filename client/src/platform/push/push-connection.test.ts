import { describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '#contracts/push';
import { PushConnection } from './push-connection';
import type { PushSocketOptions } from './push-socket';

const finished = (id: string): PushMessage => ({
  id,
  timestamp: '2026-11-22T10:00:00.000Z',
  key: 'archive-finished',
  message: { userId: 'u-customer', downloadId: 'd1' },
});

function setup(initialToken: string | null = 'tok') {
  let token = initialToken;
  let now = 1_000_000;
  const timers: Array<{ run: () => void; at: number }> = [];
  const opened: Array<
    PushSocketOptions & { closed: boolean; serverClose(code: number, reason?: string): void }
  > = [];
  const connection = new PushConnection({
    path: '/push',
    getToken: () => token,
    now: () => now,
    random: () => 1,
    setTimer: (run, ms) => {
      const timer = { run, at: now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
    open: (options) => {
      const entry = {
        ...options,
        closed: false,
        serverClose(code: number, reason = '') {
          options.onClose?.({ code, reason, byClient: false });
        },
      };
      opened.push(entry);
      return {
        close() {
          entry.closed = true;
          options.onClose?.({ code: 1005, reason: '', byClient: true });
        },
      };
    },
  });
  /** Moves the clock, running the timers that fall due. */
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return {
    connection,
    opened,
    advance,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

describe('the push connection', () => {
  it('opens one socket with the access token and hands each message to every listener once', () => {
    const { connection, opened } = setup();
    const a = vi.fn();
    const b = vi.fn();
    connection.subscribe(a);
    const stopB = connection.subscribe(b);
    expect(connection.open()).toBe(true);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.token).toBe('tok');
    opened[0]?.onMessage(finished('m1'));
    opened[0]?.onMessage(finished('m1'));
    stopB();
    opened[0]?.onMessage(finished('m2'));
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('opening again replaces the socket (a fresh 30 minutes), never two at once', () => {
    const { connection, opened } = setup();
    connection.open();
    connection.open();
    expect(opened.map((s) => s.closed)).toEqual([true, false]);
    expect(connection.isOpen).toBe(true);
    connection.close();
    expect(connection.isOpen).toBe(false);
  });

  it('knows when the socket was closed for good (a close the server does not want repeated)', () => {
    const { connection, opened } = setup();
    connection.open();
    opened[0]?.serverClose(1000);
    expect(connection.isOpen).toBe(false);
  });

  it('reconnects with backoff when a gateway copy goes away (1001), with the current token', () => {
    const { connection, opened, advance, setToken } = setup();
    connection.open();
    setToken('renewed');
    opened[0]?.serverClose(1001, 'server shutting down');
    expect(connection.isOpen).toBe(true);
    advance(999);
    expect(opened).toHaveLength(1);
    advance(1);
    expect(opened).toHaveLength(2);
    expect(opened[1]?.token).toBe('renewed');
    // Its lifetime is what was left of the 30 minutes.
    expect(opened[1]?.lifetimeMs).toBe(30 * 60_000 - 1000);
    // Failing again waits twice as long; an accepted token resets the backoff.
    opened[1]?.serverClose(1006);
    advance(1999);
    expect(opened).toHaveLength(2);
    advance(1);
    expect(opened).toHaveLength(3);
    opened[2]?.onAuthenticated?.();
    opened[2]?.serverClose(1013);
    advance(1000);
    expect(opened).toHaveLength(4);
  });

  it('reconnects when its token expired, and retries a refused token only once it changed', () => {
    const { connection, opened, advance, setToken } = setup();
    connection.open();
    opened[0]?.serverClose(4401, 'token expired');
    advance(1000);
    expect(opened).toHaveLength(2);
    opened[1]?.serverClose(4401, 'unauthorized');
    advance(60_000);
    expect(opened).toHaveLength(2);
    expect(connection.isOpen).toBe(false);
    connection.open();
    // The app renewed its token meanwhile: that one is worth a try.
    setToken('renewed');
    opened[2]?.serverClose(4401, 'unauthorized');
    advance(1000);
    expect(opened).toHaveLength(4);
    expect(opened[3]?.token).toBe('renewed');
  });

  it('does not reconnect after its 30 minutes, once closed by the app, or when signed out', () => {
    const { connection, opened, advance, setToken } = setup();
    connection.open();
    advance(30 * 60_000);
    opened[0]?.serverClose(1001);
    advance(60_000);
    expect(opened).toHaveLength(1);

    connection.open();
    opened[1]?.serverClose(1001);
    connection.close();
    advance(60_000);
    expect(opened).toHaveLength(2);

    connection.open();
    setToken(null);
    opened[2]?.serverClose(1001);
    advance(60_000);
    expect(opened).toHaveLength(3);
  });

  it('opens nothing without a token', () => {
    const { connection, opened } = setup(null);
    expect(connection.open()).toBe(false);
    expect(opened).toHaveLength(0);
  });
});
