import type { HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { failureOf, outcomeFromBody, uploadIdOf } from './upload-outcome';

const response = (status: number, body = ''): HttpResponse => ({
  getStatus: () => status,
  getHeader: () => undefined,
  getBody: () => body,
  getUnderlyingObject: () => null,
});

describe('an upload outcome read from an answer', () => {
  it('reads the outcome a body carries, and nothing from an empty or foreign body', () => {
    expect(outcomeFromBody('{"status":"processing"}')).toEqual({ status: 'processing' });
    expect(outcomeFromBody('')).toBeNull();
    expect(outcomeFromBody('not json')).toBeNull();
    expect(outcomeFromBody('{"status":"exploded"}')).toBeNull();
  });

  it("names a failure by the outcome's reason first, else by the status", () => {
    const refused = response(400, '{"status":"failed","error":"unsupported_type","message":"no"}');
    expect(failureOf(refused)).toBe('unsupported_type');
    expect(failureOf(response(413))).toBe('too_large');
    expect(failureOf(response(410))).toBe('link_expired');
    expect(failureOf(response(415))).toBe('unsupported_type');
    expect(failureOf(response(422))).toBe('corrupt_image');
    expect(failureOf(response(503))).toBe('connection');
    expect(failureOf(null)).toBe('connection');
    expect(failureOf(response(400))).toBe('failed');
  });

  it("takes the tus id from the end of the upload's URL", () => {
    expect(uploadIdOf('/api/photo-upload/files/abc123')).toBe('abc123');
  });
});
