import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRequestLineWriter, type RequestLine } from './request-line';

function memoryLogger() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino({ level: 'info', base: { service: 'gateway' } }, stream), chunks };
}

const withoutTime = (text: string) => {
  const { time, ...rest } = JSON.parse(text) as Record<string, unknown>;
  expect(typeof time).toBe('number');
  return rest;
};

describe('the request line written by hand', () => {
  it.each<RequestLine>([
    {
      method: 'GET',
      url: '/api/customers/me',
      status: 200,
      ms: 1.2,
      correlationId: 'c1',
      brand: 'albelli-nl',
    },
    {
      method: 'PROPFIND',
      url: '/a"b\\c\u0001\u2028é?x=[redacted]',
      status: 499,
      ms: 0,
      correlationId: 'c2',
      brand: undefined,
      upstreamStatus: null,
      clientGone: true,
    },
    {
      method: undefined,
      url: '',
      status: 404,
      ms: 12.5,
      correlationId: 'c3',
      brand: 'b',
      upstreamStatus: 503,
    },
  ])('is the line pino writes for the same fields (%#)', async (line) => {
    const hand = memoryLogger();
    createRequestLineWriter(hand.log)(line);
    const byPino = memoryLogger();
    byPino.log.info(line, 'request');
    await new Promise((resolve) => setImmediate(resolve));
    expect(hand.chunks).toHaveLength(1);
    expect(hand.chunks[0]?.endsWith('\n')).toBe(true);
    expect(withoutTime(hand.chunks[0] ?? '')).toEqual(withoutTime(byPino.chunks[0] ?? ''));
    expect(Object.keys(JSON.parse(hand.chunks[0] ?? ''))).toEqual(
      Object.keys(JSON.parse(byPino.chunks[0] ?? '')),
    );
  });
});
