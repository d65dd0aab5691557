import pino, { type DestinationStream, type Logger } from 'pino';

/** Header and field paths that must never reach a log line, whatever a future log call includes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-push-secret"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-push-secret"]',
  'authorization',
  'cookie',
  'token',
  '*.token',
  'accessToken',
  'refreshToken',
];

/**
 * The gateway's pino logger. Without a destination it writes to stdout asynchronously (lines written while a
 * write is pending are coalesced, which keeps the per-request cost low under load).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'gateway' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
