import { once } from 'node:events';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkedValue, writeCheckedHead } from './response-head';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The raw head a real client reads from a server that answers with `answer`. */
async function headOf(answer: (res: ServerResponse) => void): Promise<{ status: number; raw: string[] }> {
  const server = createServer((_req, res) => answer(res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const req = request({ port, host: '127.0.0.1', path: '/' });
  req.end();
  const [res] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
  res.resume();
  await once(res, 'end');
  return { status: res.statusCode ?? 0, raw: res.rawHeaders };
}

describe('writeCheckedHead', () => {
  it('writes the status and every header in order, repeated names as repeated lines, with Node’s own', async () => {
    const { status, raw } = await headOf((res) => {
      writeCheckedHead(res, 201, [
        'content-type',
        'application/json',
        'vary',
        'Origin',
        'x-correlationid',
        '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
        'vary',
        'Accept-Encoding',
        'content-length',
        '2',
      ]);
      res.end('{}');
    });
    expect(status).toBe(201);
    expect(raw).toEqual([
      'content-type',
      'application/json',
      'vary',
      'Origin',
      'vary',
      'Accept-Encoding',
      'x-correlationid',
      '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      'content-length',
      '2',
      'Date',
      expect.any(String),
      'Connection',
      'keep-alive',
      'Keep-Alive',
      'timeout=5',
    ]);
  });

  it('keeps headers set before it (and Node’s checks) by falling back to writeHead', async () => {
    const { raw } = await headOf((res) => {
      res.setHeader('x-set-before', 'yes');
      writeCheckedHead(res, 200, ['content-length', '0']);
      res.end();
    });
    expect(raw.slice(0, 4)).toEqual(['x-set-before', 'yes', 'content-length', '0']);
  });

  it('writes names that are also the names of object properties as plain headers', async () => {
    const headers = ['constructor', 'a', '__proto__', 'b', 'tostring', 'c', 'content-length', '0'];
    const { raw } = await headOf((res) => {
      writeCheckedHead(res, 200, headers);
      res.end();
    });
    expect(raw.slice(0, headers.length)).toEqual(headers);
  });

  it('lets Node frame the body: no content-length means chunked', async () => {
    const { raw } = await headOf((res) => {
      writeCheckedHead(res, 200, ['content-type', 'text/plain']);
      res.end('hello');
    });
    expect(raw).toContain('Transfer-Encoding');
  });
});

describe('checkedValue', () => {
  it('passes a value Node would write and refuses one with a line break or a control character', () => {
    expect(checkedValue('etag', 'W/"a b"')).toBe('W/"a b"');
    expect(checkedValue('content-disposition', 'attachment; filename="caf\u00e9.jpg"')).toBe(
      'attachment; filename="caf\u00e9.jpg"',
    );
    for (const bad of ['a\nb', 'a\rb', 'a\u0000b', 'a\u0001b', 'a\u007fb']) {
      expect(() => checkedValue('etag', bad)).toThrow(expect.objectContaining({ code: 'ERR_INVALID_CHAR' }));
    }
  });
});
