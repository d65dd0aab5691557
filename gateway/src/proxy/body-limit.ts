import type { IncomingMessage } from 'node:http';
import type { ApiService } from '#contracts/services';

/** The largest request body a JSON service takes (the services' own limit). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Services that take files: photo uploads arrive in chunks far above a JSON body. */
const BODY_LIMITS: Partial<Record<ApiService, number>> = {
  storage: 256 * 1024 * 1024,
  // tus PATCH requests: one chunk of a photo (the client sends at most 8 MiB at a time; photos are ≤ 50 MiB)
  'photo-upload': 64 * 1024 * 1024,
};

export function bodyLimitOf(service: ApiService): number {
  return BODY_LIMITS[service] ?? DEFAULT_BODY_LIMIT;
}

/** The declared Content-Length, or null when the body is chunked. */
export function declaredLength(req: IncomingMessage): number | null {
  const value = req.headers['content-length'];
  return value === undefined ? null : Number(value);
}

/** Raised while streaming a chunked body that grows past its limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * A chunked body passed on as it arrives, until it grows past `limit`: then the upstream request is aborted
 * with `BodyTooLargeError` (the browser gets a 413).
 */
export async function* limitedBody(req: IncomingMessage, limit: number): AsyncGenerator<Buffer> {
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new BodyTooLargeError(`request body over ${limit} bytes`);
    yield chunk;
  }
}
