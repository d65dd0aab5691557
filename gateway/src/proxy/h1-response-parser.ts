/**
 * The response side of the gateway's HTTP/1.1 client (`H1Pool`), as a pure parser: bytes in, a head, body bytes
 * and an end out, or an `UpstreamError('UPSTREAM_BAD_RESPONSE')` thrown for anything that is not well-formed
 * HTTP/1.1 (RFC 9112: status line, header syntax, sizes, framing). It owns no socket, so it is tested (and fuzzed)
 * on its own; the pool decides what a connection does with what it reports.
 */
import { OTHER_COMMON_RESPONSE_HEADERS, PASSED_RESPONSE_HEADERS } from './response-header-names';

/** Why an upstream request failed, as a code the proxy maps to its answer (504 for timeouts, 502 otherwise). */
export type UpstreamErrorCode =
  | 'UPSTREAM_CONNECT_TIMEOUT'
  | 'UPSTREAM_HEADERS_TIMEOUT'
  | 'UPSTREAM_BODY_TIMEOUT'
  /** The connection ended before the answer was complete. */
  | 'UPSTREAM_SOCKET_CLOSED'
  /**
   * The connection failed while the request's body was still being sent and before any answer: the upstream
   * stopped reading it (a refusal whose answer was lost with the connection), not a failure of the service.
   */
  | 'UPSTREAM_BODY_REFUSED'
  /** Not HTTP/1.1 as RFC 9112 frames it (status line, header syntax, sizes, framing). */
  | 'UPSTREAM_BAD_RESPONSE'
  | 'UPSTREAM_POOL_CLOSED'
  /** A request header or path the gateway would not send (a line break in it). */
  | 'UPSTREAM_BAD_REQUEST';

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A final answer's head. */
export interface ResponseHead {
  statusCode: number;
  /** Flat [name, value, …]: names in lower case, values without the whitespace around them. */
  headers: string[];
  /** The connection cannot carry another request after this answer (HTTP/1.0, `Connection: close`, a body
   * framed by the connection's end). */
  close: boolean;
  /** The answer's Keep-Alive header, if any. */
  keepAlive: string | null;
}

/** What the parser reports. Buffers given are views of the input, valid only during the call. */
export interface ParserEvents {
  /** A final answer's head (interim 1xx answers are skipped). */
  onHead(head: ResponseHead): void;
  onBody(data: Buffer): void;
  /**
   * The answer is over. `last`: its final body bytes when they came with its end (then not given to `onBody`);
   * `extra`: how many bytes of the input follow the answer (nobody asked for them: the framing is lost).
   */
  onEnd(last: Buffer | null, extra: number): void;
}

/** The largest response head read (status line and headers). */
export const MAX_HEAD_BYTES = 64 * 1024;
/** The largest chunk-size line (with extensions) or trailer section. */
export const MAX_LINE_BYTES = 8 * 1024;
const CRLF_CRLF = Buffer.from('\r\n\r\n');
const CONNECTION_CLOSE = /(?:^|,)\s*close\s*(?:,|$)/i;
/** Transfer-Encoding whose last coding is chunked. */
const CHUNKED_LAST = /(?:^|,)\s*chunked\s*$/i;
const DIGITS = /^\d{1,15}$/;
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,12})[\t ]*(?:;[^\r\n]*)?$/;

/**
 * Header names answers commonly carry: those the proxy passes (its allow-list) and those it reads or drops. A name
 * read from an answer that is one of them is given as this very string, not a new one: a Set or Map that looks it
 * up (the proxy's allow-list) uses the hash the string keeps instead of hashing a new string for every answer.
 */
const COMMON_NAMES: readonly string[] = [...PASSED_RESPONSE_HEADERS, ...OTHER_COMMON_RESPONSE_HEADERS];
/** `COMMON_NAMES` by length. */
const COMMON_BY_LENGTH: string[][] = [];
for (const name of COMMON_NAMES) {
  const sameLength = COMMON_BY_LENGTH[name.length] ?? [];
  sameLength.push(name);
  COMMON_BY_LENGTH[name.length] = sameLength;
}

/**
 * Whether `text` from `start` spells `name` (lower-case letters and '-') in any case. Only a letter matches its
 * other case: a character is folded (`| 0x20`) only where `name` has a letter, so a CR never passes for a '-'.
 */
function spells(text: string, start: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const expected = name.charCodeAt(i);
    const code = text.charCodeAt(start + i);
    if (code !== expected && (expected < 0x61 || (code | 0x20) !== expected)) return false;
  }
  return true;
}

/**
 * The name of the header line `text[start, end)` in lower case: the kept string when it is a common one, found
 * without cutting the name out and lower-casing it (two new strings per header line, ~1.2k instructions an
 * answer); any other name is cut out and lower-cased.
 */
function headerName(text: string, start: number, end: number): string {
  const candidates = COMMON_BY_LENGTH[end - start];
  if (candidates !== undefined) {
    for (const name of candidates) if (spells(text, start, name)) return name;
  }
  return text.slice(start, end).toLowerCase();
}

/** Where the parser is in reading an answer. */
const State = {
  /** No request, or a request sent and its answer's head not yet complete. */
  Head: 0,
  /** A body of a known length. */
  Length: 1,
  ChunkSize: 2,
  ChunkData: 3,
  /** The CRLF after a chunk's data. */
  ChunkEnd: 4,
  Trailers: 5,
  /** A body that ends when the connection does. */
  UntilClose: 6,
} as const;
type State = (typeof State)[keyof typeof State];

function badResponse(message: string): UpstreamError {
  return new UpstreamError('UPSTREAM_BAD_RESPONSE', message);
}

/** A space or a tab: HTTP's optional whitespace. */
function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** The status code of a status line `HTTP/1.x NNN[ reason]` ending at `end`; throws on anything else. */
function statusOf(text: string, end: number): number {
  if (!text.startsWith('HTTP/1.') || (end > 12 && text.charCodeAt(12) !== 32) || end < 12) {
    throw badResponse('bad status line');
  }
  const minor = text.charCodeAt(7);
  if ((minor !== 48 && minor !== 49) || text.charCodeAt(8) !== 32) throw badResponse('bad status line');
  let code = 0;
  for (let i = 9; i < 12; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) throw badResponse('bad status line');
    code = code * 10 + digit;
  }
  if (code < 100) throw badResponse('bad status line');
  return code;
}

/** A copy of bytes that must outlive the call (the input may be a buffer reused by the next read). */
function copyOf(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafe(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** One connection's answers, one at a time: `start` before each, then `feed` every byte read. */
export class ResponseParser {
  private state: State = State.Head;
  private remaining = 0;
  /** Bytes of an unfinished head, chunk-size line or trailer section. */
  private partial: Buffer | null = null;
  private noBody = false;
  private active = false;

  constructor(private readonly events: ParserEvents) {}

  /** Expects the answer to a new request; `noBody`: a HEAD request, whose answer has no body whatever it says. */
  start(noBody: boolean): void {
    this.state = State.Head;
    this.partial = null;
    this.noBody = noBody;
    this.active = true;
  }

  /** Stops reading the current answer (it failed or was abandoned): `feed` ignores the rest. */
  stop(): void {
    this.active = false;
    this.partial = null;
  }

  /** No byte of the answer's body has been framed yet (its head is still awaited). */
  get readingHead(): boolean {
    return this.state === State.Head;
  }

  /** The answer's body ends with the connection: its close completes it. */
  get untilClose(): boolean {
    return this.active && this.state === State.UntilClose;
  }

  /** The connection ended: completes a body framed by its end (true), else the answer is incomplete (false). */
  finish(): boolean {
    if (!this.untilClose) return false;
    this.end(null, 0);
    return true;
  }

  /** Parses bytes read from the connection; throws an `UpstreamError` for a malformed answer. */
  feed(input: Buffer): void {
    let chunk = input;
    if (this.partial !== null) {
      chunk = Buffer.concat([this.partial, chunk]);
      this.partial = null;
    }
    let at = 0;
    while (at < chunk.length && this.active) {
      switch (this.state) {
        case State.Head: {
          const end = chunk.indexOf(CRLF_CRLF, at);
          if (end === -1) {
            if (chunk.length - at > MAX_HEAD_BYTES) throw badResponse('response head too large');
            this.partial = copyOf(chunk.subarray(at));
            return;
          }
          if (end - at > MAX_HEAD_BYTES) throw badResponse('response head too large');
          const head = chunk.toString('latin1', at, end);
          at = end + 4;
          this.head(head, chunk.length - at);
          break;
        }
        case State.Length: {
          const take = Math.min(this.remaining, chunk.length - at);
          const data = chunk.subarray(at, at + take);
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) this.end(data.length > 0 ? data : null, chunk.length - at);
          else if (data.length > 0) this.events.onBody(data);
          break;
        }
        case State.UntilClose: {
          this.events.onBody(at === 0 ? chunk : chunk.subarray(at));
          at = chunk.length;
          break;
        }
        case State.ChunkSize: {
          const end = chunk.indexOf('\r\n', at, 'latin1');
          if (end === -1) {
            if (chunk.length - at > MAX_LINE_BYTES) throw badResponse('chunk size line too long');
            this.partial = copyOf(chunk.subarray(at));
            return;
          }
          const match = CHUNK_SIZE.exec(chunk.toString('latin1', at, end));
          if (match === null) throw badResponse('bad chunk size');
          at = end + 2;
          this.remaining = Number.parseInt(match[1] as string, 16);
          this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
          break;
        }
        case State.ChunkData: {
          const take = Math.min(this.remaining, chunk.length - at);
          const data = chunk.subarray(at, at + take);
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) this.state = State.ChunkEnd;
          if (data.length > 0) this.events.onBody(data);
          break;
        }
        case State.ChunkEnd: {
          if (chunk.length - at < 2) {
            this.partial = copyOf(chunk.subarray(at));
            return;
          }
          if (chunk[at] !== 13 || chunk[at + 1] !== 10) throw badResponse('chunk not followed by CRLF');
          at += 2;
          this.state = State.ChunkSize;
          break;
        }
        case State.Trailers: {
          // No trailers: an empty line. Otherwise header lines up to an empty line (read and dropped).
          if (chunk.length - at >= 2 && chunk[at] === 13 && chunk[at + 1] === 10) {
            at += 2;
            this.end(null, chunk.length - at);
            break;
          }
          const end = chunk.indexOf(CRLF_CRLF, at);
          if (end === -1) {
            if (chunk.length - at > MAX_LINE_BYTES) throw badResponse('trailers too large');
            this.partial = copyOf(chunk.subarray(at));
            return;
          }
          at = end + 4;
          this.end(null, chunk.length - at);
          break;
        }
      }
    }
  }

  private end(last: Buffer | null, extra: number): void {
    this.active = false;
    this.state = State.Head;
    this.partial = null;
    this.events.onEnd(last, extra);
  }

  /** Parses a response head; reports a final answer, skips an interim (1xx) one. */
  private head(text: string, extra: number): void {
    let lineEnd = text.indexOf('\r\n');
    if (lineEnd === -1) lineEnd = text.length;
    const statusCode = statusOf(text, lineEnd);
    const headers: string[] = [];
    let length: string | null = null;
    let transferEncoding: string | null = null;
    let close = text.charCodeAt(7) === 48; // an HTTP/1.0 answer: its connection is not reused
    let keepAlive: string | null = null;
    while (lineEnd < text.length) {
      const start = lineEnd + 2;
      lineEnd = text.indexOf('\r\n', start);
      if (lineEnd === -1) lineEnd = text.length;
      const colon = text.indexOf(':', start);
      if (colon <= start || colon >= lineEnd) throw badResponse('bad header line');
      // No space before the colon nor at the start of a line (an obsolete folded value): RFC 9112 §5.
      const first = text.charCodeAt(start);
      const beforeColon = text.charCodeAt(colon - 1);
      if (first === 32 || first === 9 || beforeColon === 32 || beforeColon === 9) {
        throw badResponse('bad header name');
      }
      const name = headerName(text, start, colon);
      // The value without the optional whitespace (spaces and tabs only) around it.
      let from = colon + 1;
      let to = lineEnd;
      while (from < to && isBlank(text.charCodeAt(from))) from += 1;
      while (to > from && isBlank(text.charCodeAt(to - 1))) to -= 1;
      const value = text.slice(from, to);
      switch (name) {
        case 'content-length':
          if (!DIGITS.test(value) || (length !== null && length !== value)) {
            throw badResponse('bad content-length');
          }
          length = value;
          break;
        case 'transfer-encoding':
          transferEncoding = transferEncoding === null ? value : `${transferEncoding}, ${value}`;
          break;
        case 'connection':
          if (CONNECTION_CLOSE.test(value)) close = true;
          break;
        case 'keep-alive':
          keepAlive = value;
          break;
      }
      headers.push(name, value);
    }
    if (statusCode < 200) {
      if (statusCode === 101) throw badResponse('unexpected protocol switch');
      return; // interim answer: the final one follows
    }
    if (this.noBody || statusCode === 204 || statusCode === 304) {
      this.remaining = 0;
    } else if (transferEncoding !== null) {
      // The last coding decides; a body not chunked runs to the connection's end (RFC 9112 §6.3).
      if (length !== null) close = true;
      if (CHUNKED_LAST.test(transferEncoding)) this.state = State.ChunkSize;
      else {
        this.state = State.UntilClose;
        close = true;
      }
    } else if (length !== null) {
      this.remaining = Number(length);
      if (this.remaining > 0) this.state = State.Length;
    } else {
      this.state = State.UntilClose;
      close = true;
    }
    this.events.onHead({ statusCode, headers, close, keepAlive });
    if (this.active && this.state === State.Head) this.end(null, extra);
  }
}
