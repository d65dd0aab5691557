/**
 * A response head of the gateway's HTTP/1.1 client parsed (`ResponseParser` frames the body by what it says):
 * status line, header lines, and the body's framing, refusing whatever RFC 9112 does not allow or a proxy must
 * not trust (an ambiguous length, a coding other than chunked, an obs-fold, a lone CR or LF).
 */
import { OTHER_COMMON_RESPONSE_HEADERS, PASSED_RESPONSE_HEADERS } from '../response-header-names';
import { UpstreamError } from './upstream-error';

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

/** The largest response head read (status line and headers). */
export const MAX_HEAD_BYTES = 64 * 1024;
/** The body's framing by its head: a length (bytes), `CHUNKED`, or `UNTIL_CLOSE` (the connection's end). */
export const CHUNKED = -1;
export const UNTIL_CLOSE = -2;

/** A final answer's head and its body's framing. */
export interface ParsedHead {
  head: ResponseHead;
  /** A length in bytes, `CHUNKED` or `UNTIL_CLOSE`. */
  framing: number;
}

const CONNECTION_CLOSE = /(?:^|,)\s*close\s*(?:,|$)/i;
const LONE_CR_LF_NUL = /\r(?!\n)|(?<!\r)\n|\0/;
/** Transfer-Encoding that is `chunked` alone. */
const CHUNKED_ONLY = /^chunked$/i;
const DIGITS = /^\d{1,15}$/;

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

/**
 * The head `text` (without its final empty line) parsed: null for an interim (1xx) answer, whose final one
 * follows. Throws `UPSTREAM_BAD_RESPONSE` for anything malformed or ambiguous.
 */
export function parseHead(text: string): ParsedHead | null {
  // Lines end with CRLF only: a lone CR or LF (which another parser may take for a line end) or a NUL is refused.
  if (LONE_CR_LF_NUL.test(text)) throw badResponse('bare CR, LF or NUL in the head');
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
        // One length, digits only: a second one, even equal, is refused (RFC 9112 §6.3), so no length the
        // browser could be told differs from the one the body was read by.
        if (!DIGITS.test(value) || length !== null) throw badResponse('bad or repeated content-length');
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
    return null; // interim answer: the final one follows
  }
  let framing: number;
  if (transferEncoding !== null) {
    // Only `chunked` alone: with a Content-Length beside it the framing is ambiguous (request smuggling,
    // RFC 9112 §6.3), and another coding would reach the browser coded without saying so.
    if (length !== null) throw badResponse('content-length with transfer-encoding');
    if (!CHUNKED_ONLY.test(transferEncoding)) throw badResponse('transfer-encoding other than chunked');
    framing = CHUNKED;
  } else if (length !== null) {
    framing = Number(length);
  } else {
    framing = UNTIL_CLOSE;
  }
  return { head: { statusCode, headers, close, keepAlive }, framing };
}
