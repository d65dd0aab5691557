import { describe, expect, it } from 'vitest';
import { correlationIdFrom, freshCorrelationId } from './correlation-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('correlation ids', () => {
  it('keeps an id that is a UUID in lower case only from a trusted proxy', () => {
    const id = '0b9f1c2e-5a3d-4e6f-8a7b-9c0d1e2f3a4b';
    expect(correlationIdFrom(id, true)).toBe(id);
    const fromInternet = correlationIdFrom(id, false);
    expect(fromInternet).toMatch(V4);
    expect(fromInternet).not.toBe(id);
  });

  it.each([
    ['upper case', '0B9F1C2E-5A3D-4E6F-8A7B-9C0D1E2F3A4B'],
    ['not a UUID', 'hello'],
    ['a UUID with a line break', '0b9f1c2e-5a3d-4e6f-8a7b-9c0d1e2f3a4\n'],
    ['repeated headers', ['0b9f1c2e-5a3d-4e6f-8a7b-9c0d1e2f3a4b']],
    ['none', undefined],
  ])('replaces %s with a fresh version 4 UUID, even from a trusted proxy', (_, header) => {
    const id = correlationIdFrom(header, true);
    expect(id).toMatch(V4);
    expect(id).not.toBe(header);
  });

  it('makes distinct version 4 UUIDs across many batches of random bytes', () => {
    const ids = Array.from({ length: 2_000 }, () => freshCorrelationId());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every hex digit and both halves of the variant', () => {
    const ids = Array.from({ length: 500 }, () => freshCorrelationId()).join('');
    for (const digit of '0123456789abcdef') expect(ids).toContain(digit);
    const variants = new Set(Array.from({ length: 200 }, () => freshCorrelationId()[19]));
    expect([...variants].sort()).toEqual(['8', '9', 'a', 'b']);
  });
});
