/**
 * Outbound URLs a customer supplies (the B2B callback URL, which a service calls with order updates): https to a
 * public host only, so nobody can make a service call its own network (loopback, private, link-local,
 * unique-local, cloud metadata addresses, single-label or internal names). Shared by the client, the emulator
 * and the gateway's contract checks. A public name that resolves to a private address (DNS rebinding) is not
 * seen here: the service that calls the URL checks the address it connects to (docs/decisions/051).
 */

/** Host names that are never public: loopback names, mDNS and the reserved internal and test suffixes. */
const PRIVATE_NAME = /(?:^|\.)(?:localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/** The four numbers of a dotted IPv4 address, or null. */
function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (match === null) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

/** True for IPv4 addresses that are not public unicast (RFC 6890 special-purpose ranges). */
function isSpecialIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 || // private
    a === 127 || // loopback
    (a === 100 && b >= 64 && b <= 127) || // shared address space (carrier NAT)
    (a === 169 && b === 254) || // link-local, cloud metadata (169.254.169.254)
    (a === 172 && b >= 16 && b <= 31) || // private
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, documentation
    (a === 192 && b === 168) || // private
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // documentation
    (a === 203 && b === 0 && c === 113) || // documentation
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, lower case), or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(':')) return null;
  const [head = '', tail] = host.split('::');
  const part = (text: string) =>
    text === '' ? [] : text.split(':').map((group) => Number.parseInt(group, 16));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...Array.from({ length: 8 - left.length - right.length }, () => 0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/** True for IPv6 addresses that are not global unicast, IPv4-mapped ones judged by their IPv4 address. */
function isSpecialIpv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upperZero && (g5 === 0xffff || g5 === 0)) {
    // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), :: and ::1
    if (g5 === 0 && g6 === 0) return true;
    return isSpecialIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  const embedded = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  // ::ffff:0:a.b.c.d (IPv4-translated, RFC 2765)
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0)
    return isSpecialIpv4(embedded);
  if (g0 === 0x64 && g1 === 0xff9b) return isSpecialIpv4(embedded); // NAT64 (and its local-use 64:ff9b:1::/48)
  // 6to4 (2002:a.b.c.d::/48) reaches the IPv4 address it carries
  if (g0 === 0x2002) return isSpecialIpv4([g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff]);
  return (
    (g0 === 0x2001 && g1 < 0x0200) || // IETF protocol assignments 2001::/23 (Teredo 2001::/32 among them)
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7 (cloud metadata fd00:ec2::254 too)
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0x0db8) || // documentation
    g0 === 0x100 // discard-only 100::/64
  );
}

/**
 * Public names that resolve to 127.0.0.1 for everyone (with every name under them), registered for local
 * development; a URL naming one is a loopback URL.
 */
const LOOPBACK_NAMES = /(?:^|\.)(?:localtest\.me|lvh\.me|vcap\.me|localho\.st|lacolhost\.com|fuf\.me)$/i;

/** An IPv4 address written into a name, as wildcard DNS services (nip.io, sslip.io) resolve it: `127.0.0.1.` or `127-0-0-1`. */
const EMBEDDED_IPV4 = /(?:^|[.-])(?=(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})(?:[.-]|$))/g;

/** True when a name carries a special IPv4 address in its labels (`127.0.0.1.nip.io`, `app-10-0-0-1.sslip.io`). */
function embedsSpecialIpv4(host: string): boolean {
  for (const match of host.matchAll(EMBEDDED_IPV4)) {
    const parts = match.slice(1, 5).map(Number);
    if (parts.every((part) => part <= 255) && isSpecialIpv4(parts)) return true;
  }
  return false;
}

/** True when `host` (a URL's hostname) names a public host: a dotted name or a public IP address. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === '') return false;
  const v4 = ipv4Parts(host);
  if (v4 !== null) return !isSpecialIpv4(v4);
  const v6 = ipv6Groups(host);
  if (v6 !== null) return !isSpecialIpv6(v6);
  // A name: at least two labels (a single label is a local name), none of the private suffixes.
  return (
    host.includes('.') &&
    !PRIVATE_NAME.test(host) &&
    !LOOPBACK_NAMES.test(host) &&
    !embedsSpecialIpv4(host) &&
    !/^\d+$/.test(host.split('.').pop() ?? '')
  );
}

/**
 * True for a URL a service may call on a customer's behalf: https (or http where `allowHttp`, fixture mode's
 * local receivers) to a public host, without credentials in it.
 */
export function isPublicCallbackUrl(value: string, options: { allowHttp?: boolean } = {}): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(options.allowHttp === true && url.protocol === 'http:')) return false;
  if (url.username !== '' || url.password !== '') return false;
  return isPublicHost(url.hostname);
}
