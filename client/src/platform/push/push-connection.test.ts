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

function setup(token: string | null = 'tok') {
  const opened: Array<PushSocketOptions & { closed: boolean }> = [];
  const connection = new PushConnection({
    path: '/push',
    getToken: () => token,
    open: (options) => {
      const entry = { ...options, closed: false };
      opened.push(entry);
      return {
        close() {
          entry.closed = true;
          options.onClose?.();
        },
      };
    },
  });
  return { connection, opened };
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

  it('knows when the socket closed by itself', () => {
    const { connection, opened } = setup();
    connection.open();
    opened[0]?.onClose?.();
    expect(connection.isOpen).toBe(false);
  });

  it('opens nothing without a token', () => {
    const { connection, opened } = setup(null);
    expect(connection.open()).toBe(false);
    expect(opened).toHaveLength(0);
  });
});
