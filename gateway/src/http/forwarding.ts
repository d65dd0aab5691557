import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** Names for common sets of proxy addresses, usable in TRUST_PROXY beside addresses and CIDR ranges. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  // Private networks (a container network, a VPC): where a load balancer in front of the gateway lives.
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Who sent a request and over which scheme, believing X-Forwarded-For and X-Forwarded-Proto only when the
 * connection comes from a configured proxy. Without trusted proxies both headers are ignored.
 */
export interface Forwarding {
  /** Whether an address is one of the trusted proxies. */
  trusts(address: string): boolean;
  /** The client's address: the socket's, or the last untrusted hop of X-Forwarded-For behind trusted proxies. */
  clientAddress(req: IncomingMessage): string;
  /** 'https' on a TLS socket, or when a trusted proxy says so; 'http' otherwise. */
  scheme(req: IncomingMessage): 'http' | 'https';
}

/** `::ffff:10.0.0.1` (a v4 client on a dual-stack socket) is `10.0.0.1`. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Whether each entry is an address, a CIDR range or a named range: the env check of TRUST_PROXY. */
export function isProxyEntry(entry: string): boolean {
  if (entry in NAMED_RANGES) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

export function createForwarding(entries: readonly string[]): Forwarding {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    if (!isProxyEntry(entry)) throw new Error(`not an address or CIDR range: ${entry}`);
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const trusting = entries.length > 0;
  const trusts = (address: string): boolean => {
    if (!trusting) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
  return {
    trusts,
    clientAddress(req) {
      let client = plainAddress(req.socket.remoteAddress ?? '');
      if (!trusting) return client;
      const header = req.headers['x-forwarded-for'];
      if (typeof header !== 'string') return client;
      const hops = header.split(',');
      for (let i = hops.length - 1; i >= 0 && trusts(client); i--) {
        const hop = plainAddress((hops[i] ?? '').trim());
        if (isIP(hop) === 0) break;
        client = hop;
      }
      return client;
    },
    scheme(req) {
      if ((req.socket as TLSSocket).encrypted === true) return 'https';
      if (!trusting || !trusts(req.socket.remoteAddress ?? '')) return 'http';
      const header = req.headers['x-forwarded-proto'];
      const first = typeof header === 'string' ? header.split(',', 1)[0]?.trim().toLowerCase() : undefined;
      return first === 'https' ? 'https' : 'http';
    },
  };
}
