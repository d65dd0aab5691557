import { Writable } from 'node:stream';
import fc from 'fast-check';
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
    await expectPinosLine(line);
  });

  it('is the line pino writes for any text and any duration', async () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
    const ms = fc.oneof(
      fc.integer({ min: 0, max: 600_000 }).map((tenths) => tenths / 10),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    await fc.assert(
      fc.asyncProperty(text, text, text, ms, async (url, method, correlationId, duration) => {
        await expectPinosLine({
          method,
          url,
          status: 200,
          ms: duration,
          correlationId,
          brand: correlationId,
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('one writer, line after line', () => {
  it('writes each line as pino does when methods and brands change, repeat and need escaping', async () => {
    const fields = fc.record({
      method: fc.constantFrom('GET', 'POST', '', 'a"b', undefined),
      brand: fc.constantFrom('albelli-nl', 'photobox-uk', '', 'x\u0001', undefined),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fields, { minLength: 1, maxLength: 12 }), async (lines) => {
        const hand = memoryLogger();
        const byPino = memoryLogger();
        const write = createRequestLineWriter(hand.log);
        for (const { method, brand } of lines) {
          const line: RequestLine = { method, url: '/api/x', status: 200, ms: 1, correlationId: 'c', brand };
          write(line);
          byPino.log.info(line, 'request');
        }
        await new Promise((resolve) => setImmediate(resolve));
        const timeless = (text: string) => text.replace(/"time":\d+/g, '"time":0');
        expect(timeless(hand.chunks.join(''))).toBe(timeless(byPino.chunks.join('')));
      }),
      { numRuns: 100 },
    );
  });
});

/** The writer's line for `line` is pino's, but for the time (field by field, in the same order). */
async function expectPinosLine(line: RequestLine): Promise<void> {
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
  // Text for text: the same escapes and number formats.
  const timeless = (text: string) => text.replace(/"time":\d+/, '"time":0');
  expect(timeless(hand.chunks[0] ?? '')).toBe(timeless(byPino.chunks[0] ?? ''));
}
