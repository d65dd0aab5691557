/** Characters a path and query may keep as they are in a Location header; everything else is percent-encoded. */
const UNSAFE_CHARS = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;
const MAX_PATH_LENGTH = 2048;

/**
 * The path and query of a request, made safe to append to `https://<host>`: it always starts with exactly one
 * `/` (so `//evil.com`, `/\evil.com` and absolute-form targets cannot name another host), and carries no
 * characters that could break out of the header.
 */
export function safeRedirectPath(url: string | undefined): string {
  if (url === undefined || !url.startsWith('/') || url.length > MAX_PATH_LENGTH) return '/';
  const single = url.replace(/^[/\\]+/, '/');
  return single.replace(UNSAFE_CHARS, percentEncode);
}

/** Node hands the request target over byte by byte (latin1), so each character is one byte to encode. */
function percentEncode(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : '';
}
