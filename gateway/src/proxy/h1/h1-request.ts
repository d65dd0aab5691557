/** The request side of the gateway's HTTP/1.1 client (`H1Pool`): a request's head and body as they go on the wire. */
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';

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

/** What a streamed body tells its connection. */
export interface BodyEvents {
  /** The request is still the connection's current one (else the body stops). */
  current(): boolean;
  /** The whole body was written. */
  sent(): void;
  /** The body's stream failed (the browser's upload broke off). */
  failed(error: Error): void;
}

function ignore(): void {}

/**
 * Streams a request's body onto `socket` as it comes (chunked: each piece framed as a chunk, the last chunk at its
 * end), pausing it while the socket is full. Returns the function that stops it: the rest of the body is then
 * read and dropped (an error of it too: nobody waits for it any more).
 */
export function streamRequestBody(
  socket: Socket,
  body: Readable,
  chunked: boolean,
  events: BodyEvents,
): () => void {
  const onDrain = (): void => {
    body.resume();
  };
  const cleanup = (): void => {
    body.off('data', onData);
    body.off('end', onEnd);
    body.off('error', onError);
    socket.off('drain', onDrain);
  };
  const onData = (chunk: Buffer | string): void => {
    if (!events.current()) {
      cleanup();
      return;
    }
    let ok: boolean;
    if (chunked) {
      if (chunk.length === 0) return;
      socket.cork();
      socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n`, 'latin1');
      socket.write(chunk);
      ok = socket.write('\r\n', 'latin1');
      socket.uncork();
    } else {
      ok = socket.write(chunk);
    }
    if (!ok) body.pause();
  };
  const onEnd = (): void => {
    cleanup();
    if (!events.current()) return;
    if (chunked) socket.write('0\r\n\r\n', 'latin1');
    events.sent();
  };
  const onError = (error: Error): void => {
    cleanup();
    events.failed(error);
  };
  body.on('data', onData);
  body.on('end', onEnd);
  body.on('error', onError);
  socket.on('drain', onDrain);
  return () => {
    cleanup();
    body.on('error', ignore);
    body.resume();
  };
}
