/** The request side of the gateway's HTTP/1.1 client (`H1Pool`): a request's head as it goes on the wire. */

/**
 * Whether `text` (the request's path, host, names and values, without the head's own line ends) holds a CR, LF or
 * NUL. Three indexOf scans (memchr) of one string: far cheaper than a regex over every character, or than
 * counting the line ends of the whole head (one indexOf per line).
 */
function breaksLines(text: string): boolean {
  return text.indexOf('\n') !== -1 || text.indexOf('\r') !== -1 || text.indexOf('\0') !== -1;
}

/** A request's head, or null when its path or a header cannot be sent as it is (a space, CR, LF or NUL). */
export interface RequestHead {
  text: string;
  /** The body goes chunked (no Content-Length among the headers). */
  chunked: boolean;
}

/**
 * The head of `method path` to `host` with `headers` (flat [name, value, …], names in lower case and valid
 * tokens); `withBody` adds `Transfer-Encoding: chunked` when no Content-Length is among them. Null when the path
 * or a header would break the head's framing.
 */
export function requestHead(
  method: string,
  path: string,
  host: string,
  headers: readonly string[],
  withBody: boolean,
): RequestHead | null {
  // A space would end the path early; CR, LF and NUL anywhere are refused with the rest (`breaksLines`).
  if (path.includes(' ')) return null;
  let text = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  // What the head is made of, but its own line ends: checked once at the end.
  let parts = method + path + host;
  let length = false;
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i] as string;
    const value = headers[i + 1] as string;
    if (name === 'content-length') length = true;
    text += `${name}: ${value}\r\n`;
    parts += name + value;
  }
  const chunked = withBody && !length;
  if (chunked) text += 'transfer-encoding: chunked\r\n';
  text += '\r\n';
  return breaksLines(parts) ? null : { text, chunked };
}
