import type { z } from 'zod';

/** A non-OK HTTP answer. The message is always 'Request failure'; status and url say which. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly correlationId: string,
    /** The fields a 400 names (a form's refused fields, by field name), when the answer said. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** A 429's or 503's `Retry-After` in seconds, when the answer gave one. */
    readonly retryAfterS: number | null = null,
  ) {
    super('Request failure');
  }
}

/** The answer did not match its contract: screens show their catalogue message, never a crash. */
export class ResponseParseError extends Error {
  override readonly name = 'ResponseParseError';
  constructor(
    readonly url: string,
    readonly correlationId: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super('Unable to parse response!');
  }
}

/** The request never got an answer (offline, reset, DNS). The message names the method and the digit-free path. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly method: string,
    readonly path: string,
    options: { cause: unknown },
  ) {
    super(`Network failure: ${method} ${path}`, options);
  }
}

export function correlationIdOf(error: unknown): string | undefined {
  return error instanceof ApiError || error instanceof ResponseParseError ? error.correlationId : undefined;
}
