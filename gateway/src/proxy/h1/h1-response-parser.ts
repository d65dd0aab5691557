/**
 * The response side of the gateway's HTTP/1.1 client (`H1Pool`), as a pure parser: bytes in, a head, body bytes
 * and an end out, or an `UpstreamError('UPSTREAM_BAD_RESPONSE')` thrown for anything that is not well-formed
 * HTTP/1.1 (RFC 9112: status line, header syntax, sizes, framing). It owns no socket, so it is tested (and fuzzed)
 * on its own; the pool decides what a connection does with what it reports. Heads are read by `parseHead`.
 */
import { CHUNKED, MAX_HEAD_BYTES, parseHead, type ResponseHead, UNTIL_CLOSE } from './response-head-parser';
import { UpstreamError } from './upstream-error';

export { MAX_HEAD_BYTES, type ResponseHead } from './response-head-parser';
export { UpstreamError, type UpstreamErrorCode } from './upstream-error';

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

/** The largest chunk-size line (with extensions) or trailer section. */
export const MAX_LINE_BYTES = 8 * 1024;
const CRLF_CRLF = Buffer.from('\r\n\r\n');
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,12})[\t ]*(?:;[^\r\n]*)?$/;

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
    const parsed = parseHead(text);
    if (parsed === null) return;
    const { head, framing } = parsed;
    if (this.noBody || head.statusCode === 204 || head.statusCode === 304) {
      this.remaining = 0;
    } else if (framing === CHUNKED) {
      this.state = State.ChunkSize;
    } else if (framing === UNTIL_CLOSE) {
      this.state = State.UntilClose;
      head.close = true;
    } else {
      this.remaining = framing;
      if (this.remaining > 0) this.state = State.Length;
    }
    this.events.onHead(head);
    if (this.active && this.state === State.Head) this.end(null, extra);
  }
}
