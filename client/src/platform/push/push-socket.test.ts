import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPushSocket, PUSH_LIFETIME_MS } from './push-socket';

class FakeWebSocket extends EventTarget {
  static last: FakeWebSocket | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.dispatchEvent(new Event('close'));
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const archiveMessage = {
  id: 'm1',
  timestamp: '2024-05-01T10:00:00.000Z',
  key: 'archive-finished',
  message: { userId: 'u-customer', downloadId: 'd1' },
};

function open(protocol = 'http:') {
  const onMessage = vi.fn();
  const onClose = vi.fn();
  const onAuthenticated = vi.fn();
  const socket = openPushSocket({
    token: 'tok',
    onMessage,
    onClose,
    onAuthenticated,
    location: { protocol, host: 'albelli-nl.localhost:8080' },
    WebSocketImpl: FakeWebSocket as unknown as new (url: string) => WebSocket,
  });
  const fake = FakeWebSocket.last;
  if (!fake) throw new Error('no socket');
  return { socket, fake, onMessage, onClose, onAuthenticated };
}

describe('push socket', () => {
  afterEach(() => vi.useRealTimers());

  it('connects to /push on the same origin and authenticates on open', () => {
    const { fake } = open();
    expect(fake.url).toBe('ws://albelli-nl.localhost:8080/push');
    fake.dispatchEvent(new Event('open'));
    expect(fake.sent.map((s) => JSON.parse(s))).toEqual([{ action: 'authenticate', token: 'tok' }]);
  });

  it('uses wss on https', () => {
    expect(open('https:').fake.url).toBe('wss://albelli-nl.localhost:8080/push');
  });

  it('hands valid messages on and ignores OK and invalid ones', () => {
    const { fake, onMessage } = open();
    fake.receive('OK');
    fake.receive('not json');
    fake.receive(JSON.stringify({ key: 'archive-finished' }));
    fake.receive(JSON.stringify(archiveMessage));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(archiveMessage);
  });

  it('closes itself after 30 minutes, telling it closed it', () => {
    vi.useFakeTimers();
    const { fake, onClose } = open();
    vi.advanceTimersByTime(PUSH_LIFETIME_MS - 1);
    expect(fake.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fake.closed).toBe(true);
    expect(onClose).toHaveBeenCalledWith({ code: 1005, reason: '', byClient: true });
  });

  it('tells the server’s close code and reason, and when the token was accepted', () => {
    const { fake, onClose, onAuthenticated } = open();
    fake.receive('OK');
    expect(onAuthenticated).toHaveBeenCalledTimes(1);
    fake.dispatchEvent(new CloseEvent('close', { code: 1001, reason: 'server shutting down' }));
    expect(onClose).toHaveBeenCalledWith({ code: 1001, reason: 'server shutting down', byClient: false });
  });
});
