/** Cookie names: `__Host-` prefixed over https; plain-http fixture hosts cannot use the prefix (it needs Secure). */
export function cookieName(base: 'session' | 'bff-login', secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * A Set-Cookie value: HttpOnly, Path=/, no Domain, Secure over https; `maxAgeS` 0 removes it. The session cookie
 * is SameSite=Strict; the sign-in attempt cookie must come back on the provider's redirect, so it is Lax.
 */
export function setCookie(
  name: string,
  value: string,
  options: { secure: boolean; sameSite: 'Strict' | 'Lax'; maxAgeS?: number },
): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', `SameSite=${options.sameSite}`];
  if (options.secure) parts.push('Secure');
  if (options.maxAgeS !== undefined) parts.push(`Max-Age=${options.maxAgeS}`);
  return parts.join('; ');
}
