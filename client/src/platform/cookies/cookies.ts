export interface CookieOptions {
  expires?: Date;
  domain?: string;
  secure?: boolean;
  /** The path the browser sends it with (default `/`, everywhere). */
  path?: string;
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions,
  doc: Document = document,
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  doc.cookie = parts.join('; ');
}

export function removeCookie(name: string, domain: string | undefined, doc: Document = document): void {
  const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  if (domain) doc.cookie = `${name}=; Path=/; Domain=${domain}; ${expired}; SameSite=Lax`;
  doc.cookie = `${name}=; Path=/; ${expired}; SameSite=Lax`;
}
