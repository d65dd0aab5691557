const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

/**
 * Domain attribute for the token cookies: the parent domain (first label stripped) when the host has three or
 * more labels and is neither an IP address nor a *.localhost name; otherwise undefined (a host-only cookie).
 */
export function tokenCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (isIpAddress(host)) return undefined;
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  const labels = host.split('.');
  if (labels.length < 3) return undefined;
  return labels.slice(1).join('.');
}
