import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResponseParser, UpstreamError } from './h1-response-parser';

/** What the parser reported for one answer. */
interface Parsed {
  status: number | null;
  headers: string[];
  close: boolean | null;
  body: Buffer;
  ended: boolean;
  extra: number;
  /** Order of the events, to check nothing comes before the head or after the end. */
  events: string[];
}

function parserWithLog(): { parser: ResponseParser; parsed: Parsed } {
  const parsed: Parsed = {
    status: null,
    headers: [],
    close: null,
    body: Buffer.alloc(0),
    ended: false,
    extra: 0,
    events: [],
  };
  const parser = new ResponseParser({
    onHead(head) {
      parsed.events.push('head');
      parsed.status = head.statusCode;
      parsed.headers = head.headers;
      parsed.close = head.close;
    },
    onBody(data) {
      parsed.events.push('body');
      // A view of the input: copied, as the pool does.
      parsed.body = Buffer.concat([parsed.body, data]);
    },
    onEnd(last, extra) {
      parsed.events.push('end');
      if (last !== null) parsed.body = Buffer.concat([parsed.body, last]);
      parsed.ended = true;
      parsed.extra = extra;
    },
  });
  return { parser, parsed };
}

/** Feeds `bytes` cut at `cuts`, the input buffer overwritten after each feed (as the pool's shared read buffer is). */
function feedInPieces(parser: ResponseParser, bytes: Buffer, cuts: readonly number[]): void {
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const to of [...at, bytes.length]) {
    if (to <= from) continue;
    const piece = Buffer.from(bytes.subarray(from, to));
    parser.feed(piece);
    piece.fill(0x58);
    from = to;
  }
}

function parse(text: string | Buffer, noBody = false): Parsed {
  const { parser, parsed } = parserWithLog();
  parser.start(noBody);
  parser.feed(typeof text === 'string' ? Buffer.from(text, 'latin1') : text);
  return parsed;
}

describe('ResponseParser', () => {
  it('reads a head and a content-length body, with the values trimmed and names in lower case', () => {
    const parsed = parse('HTTP/1.1 201 Created\r\nX-Two: \t b \t\r\nContent-Length: 5\r\n\r\nhello');
    expect(parsed).toMatchObject({
      status: 201,
      headers: ['x-two', 'b', 'content-length', '5'],
      ended: true,
    });
    expect(parsed.body.toString()).toBe('hello');
    expect(parsed.close).toBe(false);
  });

  it('reads common header names in any case, and takes no other character for their hyphens', () => {
    const parsed = parse(
      'HTTP/1.1 200 OK\r\nCONTENT-TYPE: a\r\ncOnTeNt-LeNgTh: 2\r\nContent_Type: b\r\n' +
        'X-Powered-By: c\r\n\r\nok',
    );
    expect(parsed.headers).toEqual([
      'content-type',
      'a',
      'content-length',
      '2',
      'content_type',
      'b',
      'x-powered-by',
      'c',
    ]);
    expect(parsed.body.toString()).toBe('ok');
    expect(parsed.extra).toBe(0);
    // A CR where the hyphen goes is no header name at all: a lone CR anywhere in a head is refused.
    expect(() => parse('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent\rLength: 9\r\n\r\nok')).toThrow(
      expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE' }),
    );
  });

  it('counts the bytes after an answer (nobody asked for them) and stops there', () => {
    const parsed = parse('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n\r\n');
    expect(parsed.body.toString()).toBe('ok');
    expect(parsed.extra).toBe('HTTP/1.1 200 OK\r\n\r\n'.length);
    expect(parsed.events).toEqual(['head', 'end']);
  });

  it('ends a HEAD answer at its head whatever its length says', () => {
    expect(parse('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n', true)).toMatchObject({
      ended: true,
      extra: 0,
    });
  });

  it('marks answers whose connection cannot be reused', () => {
    expect(parse('HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n').close).toBe(true);
    expect(parse('HTTP/1.1 200 OK\r\nConnection: keep-alive, close\r\nContent-Length: 0\r\n\r\n').close).toBe(
      true,
    );
    expect(parse('HTTP/1.1 200 OK\r\n\r\nuntil close').close).toBe(true);
  });

  it('completes a body framed by the connection only when it ends', () => {
    const { parser, parsed } = parserWithLog();
    parser.start(false);
    parser.feed(Buffer.from('HTTP/1.1 200 OK\r\n\r\nabc'));
    expect(parsed.ended).toBe(false);
    expect(parser.finish()).toBe(true);
    expect(parsed).toMatchObject({ ended: true });
    expect(parsed.body.toString()).toBe('abc');
  });

  it('does not complete a length-framed body cut short', () => {
    const { parser } = parserWithLog();
    parser.start(false);
    parser.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nabc'));
    expect(parser.finish()).toBe(false);
  });

  it('ignores what follows once stopped', () => {
    const { parser, parsed } = parserWithLog();
    parser.start(false);
    parser.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\nabc'));
    parser.stop();
    parser.feed(Buffer.from('def'));
    expect(parsed.events).toEqual(['head', 'body']);
  });

  it.each([
    ['a bad status line', 'HTTP/1.1 2x0 OK\r\n\r\n'],
    ['HTTP/2', 'HTTP/2 200\r\n\r\n'],
    ['conflicting content-lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n'],
    ['an obs-fold line', 'HTTP/1.1 200 OK\r\nX-A: a\r\n b\r\n\r\n'],
    ['two equal content-lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc'],
    [
      'a content-length beside transfer-encoding',
      'HTTP/1.1 200 OK\r\nContent-Length: 0\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
    ],
    ['a coding other than chunked', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n'],
    ['chunked twice', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n'],
    ['a lone LF ending a line', 'HTTP/1.1 200 OK\r\nX-A: a\nContent-Length: 0\r\n\r\n'],
    ['a lone CR in a value', 'HTTP/1.1 200 OK\r\nX-A: a\rb\r\nContent-Length: 0\r\n\r\n'],
    ['a NUL in a value', 'HTTP/1.1 200 OK\r\nX-A: a\0b\r\nContent-Length: 0\r\n\r\n'],
    ['a head past 64 KiB', `HTTP/1.1 200 OK\r\nX-A: ${'a'.repeat(65 * 1024)}\r\n\r\n`],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ['101 Switching Protocols', 'HTTP/1.1 101 Switching Protocols\r\n\r\n'],
  ])('throws UPSTREAM_BAD_RESPONSE on %s', (_name, text) => {
    expect(() => parse(text)).toThrow(expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE' }));
  });
});

/** A well-formed answer and what it carries. */
const answers = fc
  .record({
    status: fc.constantFrom(200, 201, 400, 401, 404, 413, 500, 502),
    headers: fc.array(fc.tuple(fc.stringMatching(/^x-[a-z]{1,8}$/), fc.stringMatching(/^[ -~]{0,20}$/)), {
      maxLength: 4,
    }),
    body: fc.uint8Array({ maxLength: 300 }),
    chunked: fc.boolean(),
    sizes: fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 5 }),
    interim: fc.boolean(),
  })
  .map(({ status, headers, body, chunked, sizes, interim }) => {
    let head = interim ? 'HTTP/1.1 100 Continue\r\n\r\n' : '';
    head += `HTTP/1.1 ${status} Reason\r\n`;
    for (const [name, value] of headers) head += `${name}: ${value}\r\n`;
    const parts: Buffer[] = [];
    if (!chunked)
      parts.push(Buffer.from(`${head}Content-Length: ${body.length}\r\n\r\n`, 'latin1'), Buffer.from(body));
    else {
      parts.push(Buffer.from(`${head}Transfer-Encoding: chunked\r\n\r\n`, 'latin1'));
      for (let at = 0, i = 0; at < body.length; i++) {
        const size = Math.min(sizes[i % sizes.length] as number, body.length - at);
        parts.push(
          Buffer.from(`${size.toString(16)};i=${i}\r\n`),
          Buffer.from(body.subarray(at, at + size)),
          Buffer.from('\r\n'),
        );
        at += size;
      }
      parts.push(Buffer.from('0\r\nX-Trailer: t\r\n\r\n'));
    }
    const trimmed = headers.map(([name, value]) => [name, value.replace(/^[ \t]+|[ \t]+$/g, '')]);
    return { bytes: Buffer.concat(parts), status, headers: trimmed, body: Buffer.from(body) };
  });

describe('ResponseParser properties', () => {
  it('reads every well-formed answer the same however it is cut into reads', () => {
    fc.assert(
      fc.property(answers, fc.array(fc.nat(), { maxLength: 12 }), (answer, cuts) => {
        const { parser, parsed } = parserWithLog();
        parser.start(false);
        feedInPieces(parser, answer.bytes, cuts);
        expect(parsed.status).toBe(answer.status);
        expect(parsed.headers.slice(0, answer.headers.length * 2)).toEqual(answer.headers.flat());
        expect(parsed.body.equals(answer.body)).toBe(true);
        expect(parsed).toMatchObject({ ended: true, extra: 0 });
        expect(parsed.events.filter((e) => e === 'head')).toHaveLength(1);
        expect(parsed.events.at(-1)).toBe('end');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any length beside a transfer-encoding, and any second length, in any case and order', () => {
    const framing = fc.record({
      names: fc.tuple(fc.constantFrom('Content-Length', 'content-length', 'CONTENT-LENGTH'), fc.boolean()),
      lengths: fc.array(fc.nat({ max: 99 }), { minLength: 1, maxLength: 3 }),
      coding: fc.option(fc.constantFrom('chunked', 'Chunked', 'gzip, chunked', 'identity')),
    });
    fc.assert(
      fc.property(framing, ({ names: [name, lengthFirst], lengths, coding }) => {
        fc.pre(lengths.length > 1 || coding !== null);
        const lines = lengths.map((length) => `${name}: ${length}\r\n`);
        if (coding !== null) {
          const te = `Transfer-Encoding: ${coding}\r\n`;
          if (lengthFirst) lines.push(te);
          else lines.unshift(te);
        }
        const text = `HTTP/1.1 200 OK\r\n${lines.join('')}\r\n0\r\n\r\n`;
        expect(() => parse(text)).toThrow(expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE' }));
      }),
      { numRuns: 200 },
    );
  });

  it('on any bytes, only ever throws an UpstreamError and reports nothing before a head', () => {
    const noise = fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      // Near-misses: a valid answer with a few bytes changed.
      fc
        .tuple(
          answers,
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        )
        .map(([answer, changes]) => {
          const bytes = Buffer.from(answer.bytes);
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          return bytes;
        }),
    );
    fc.assert(
      fc.property(noise, fc.array(fc.nat(), { maxLength: 6 }), (bytes, cuts) => {
        const { parser, parsed } = parserWithLog();
        parser.start(false);
        try {
          feedInPieces(parser, bytes, cuts);
        } catch (error) {
          expect(error).toBeInstanceOf(UpstreamError);
        }
        if (parsed.events.length > 0) expect(parsed.events[0]).toBe('head');
        expect(parsed.events.filter((e) => e === 'end').length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
