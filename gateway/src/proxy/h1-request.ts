/** The request side of the gateway's HTTP/1.1 client (`H1Pool`): a request's head as it goes on the wire. */

/** How many times `char` occurs in `text` (indexOf runs memchr: far cheaper than a regex over every character). */
function occurrences(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count += 1;
  return count;
}

/**
 * A request head of `lines` lines holds no CR, LF or NUL but its own line ends: a path, name or value with one of
 * them would end a line early (a header of its own, or a request of its own).
 */
function headIsWhole(head: string, lines: number): boolean {
  return head.indexOf('\0') === -1 && occurrences(head, '\n') === lines && occurrences(head, '\r') === lines;
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
  // A space would end the path early; CR, LF and NUL are refused with the head's other lines (`headIsWhole`).
  if (path.includes(' ')) return null;
  let text = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  let length = false;
  let lines = 3; // the request line, host, and the empty line that ends the head
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i] as string;
    if (name === 'content-length') length = true;
    text += `${name}: ${headers[i + 1] as string}\r\n`;
    lines += 1;
  }
  const chunked = withBody && !length;
  if (chunked) {
    text += 'transfer-encoding: chunked\r\n';
    lines += 1;
  }
  text += '\r\n';
  return headIsWhole(text, lines) ? { text, chunked } : null;
}
