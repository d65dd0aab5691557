import { describe, expect, it } from 'vitest';
import { downstreamResponseHeaders } from './forward-headers';
import { COMMON_NAMES, type ResponseHead, ResponseParser } from './h1-response-parser';
import { OTHER_COMMON_RESPONSE_HEADERS, PASSED_RESPONSE_HEADERS } from './response-header-names';

/** The names of a flat [name, value, …] list. */
function namesOf(headers: readonly string[]): string[] {
  return headers.filter((_item, i) => i % 2 === 0);
}

describe('the response header names the proxy passes and the parser keeps', () => {
  it('the parser keeps every name the proxy passes as a shared string', () => {
    for (const name of PASSED_RESPONSE_HEADERS) expect(COMMON_NAMES).toContain(name);
    for (const name of OTHER_COMMON_RESPONSE_HEADERS) expect(COMMON_NAMES).toContain(name);
  });

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
