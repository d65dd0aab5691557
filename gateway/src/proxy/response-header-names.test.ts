import { describe, expect, it } from 'vitest';
import { downstreamResponseHeaders } from './forward-headers';
import { type ResponseHead, ResponseParser } from './h1/h1-response-parser';
import { PASSED_RESPONSE_HEADERS } from './response-header-names';

/** The names of a flat [name, value, …] list. */
function namesOf(headers: readonly string[]): string[] {
  return headers.filter((_item, i) => i % 2 === 0);
}

describe('the response header names the proxy passes and the parser keeps', () => {
  it('the proxy passes exactly the listed names of an answer the parser read', () => {
    const lines = [...PASSED_RESPONSE_HEADERS, 'server', 'x-powered-by', 'set-cookie', 'x-debug'].map(
      (name) => `${name.toUpperCase()}: ${name === 'content-length' ? '0' : 'v'}`,
    );
    let head: ResponseHead | null = null;
    const parser = new ResponseParser({
      onHead: (read) => {
        head = read;
      },
      onBody: () => undefined,
      onEnd: () => undefined,
    });
    parser.start(false);
    parser.feed(Buffer.from(`HTTP/1.1 200 OK\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    const read = head as ResponseHead | null;
    expect(read).not.toBeNull();
    const passed = namesOf(downstreamResponseHeaders(read?.headers ?? [], []));
    // Cache-Control is the gateway's (no-store) unless the upstream's says public.
    expect(passed).toEqual([...PASSED_RESPONSE_HEADERS, 'cache-control']);
  });
});
