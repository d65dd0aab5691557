import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createForwarding, isProxyEntry } from './forwarding';

function request(
  remoteAddress: string,
  headers: Record<string, string> = {},
  encrypted = false,
): IncomingMessage {
  return { socket: { remoteAddress, encrypted }, headers } as unknown as IncomingMessage;
}

describe('forwarding', () => {
  it('ignores X-Forwarded-* without trusted proxies', () => {
    const forwarding = createForwarding([]);
    const req = request('203.0.113.9', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
    expect(forwarding.clientAddress(req)).toBe('203.0.113.9');
    expect(forwarding.scheme(req)).toBe('http');
  });

  it('walks X-Forwarded-For from the right through trusted proxies only', () => {
    const forwarding = createForwarding(['10.0.0.0/8', '192.0.2.1']);
    // client → (spoofed entry) → 198.51.100.7 → 192.0.2.1 → 10.0.0.5 → gateway
    const req = request('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 192.0.2.1' });
    expect(forwarding.clientAddress(req)).toBe('198.51.100.7');
    expect(forwarding.clientAddress(request('203.0.113.1', { 'x-forwarded-for': '1.1.1.1' }))).toBe(
      '203.0.113.1',
    );
    expect(forwarding.clientAddress(request('10.0.0.5', { 'x-forwarded-for': 'garbage, 10.0.0.6' }))).toBe(
      '10.0.0.6',
    );
  });

  it('reads a v4 client on a dual-stack socket as v4, and knows the named ranges', () => {
    const forwarding = createForwarding(['loopback', 'private']);
    expect(forwarding.clientAddress(request('::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }))).toBe(
      '203.0.113.5',
    );
    expect(forwarding.trusts('172.20.0.3')).toBe(true);
    expect(forwarding.trusts('::1')).toBe(true);
    expect(forwarding.trusts('8.8.8.8')).toBe(false);
  });

  it('takes https from a trusted proxy, or from TLS', () => {
    const forwarding = createForwarding(['127.0.0.1']);
    expect(forwarding.scheme(request('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe('https');
    expect(forwarding.scheme(request('127.0.0.2', { 'x-forwarded-proto': 'https' }))).toBe('http');
    expect(forwarding.scheme(request('203.0.113.1', {}, true))).toBe('https');
  });

  it.each([
    ['10.0.0.1', true],
    ['10.0.0.0/8', true],
    ['fc00::/7', true],
    ['loopback', true],
    ['10.0.0.0/33', false],
    ['10.0.0/8', false],
    ['example.com', false],
    ['1.2.3.4/8/9', false],
  ])('%s is a proxy entry: %s', (entry, valid) => {
    expect(isProxyEntry(entry)).toBe(valid);
  });
});
