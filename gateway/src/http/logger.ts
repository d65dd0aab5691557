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

/** Lines are written in batches of this many bytes at least (as nginx's `access_log … buffer=64k`) ... */
const LOG_BATCH_BYTES = 64 * 1024;
/** ... and at least this often, so a quiet gateway's lines still appear promptly. */
const LOG_FLUSH_MS = 1000;

type BatchedStdout = ReturnType<typeof pino.destination>;
let batchedStdout: BatchedStdout | null = null;

/**
 * The process's stdout as a log destination, written in batches: one write per line costs a system call per
 * request, a noticeable share of the proxy's CPU budget. Batches are flushed every second and synchronously when
 * the process exits, so no line is lost on a normal stop or a crash that exits. One per process, whoever asks.
 */
function stdoutInBatches(): BatchedStdout {
  if (batchedStdout !== null) return batchedStdout;
  const stdout = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    // A write may take a whole batch (SonicBoom's default, 16 KiB, is below it).
    maxWrite: 2 * LOG_BATCH_BYTES,
  });
  setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  process.once('exit', () => {
    try {
      stdout.flushSync();
    } catch {
      // stdout is gone: nothing left to write to.
    }
  });
  batchedStdout = stdout;
  return stdout;
}

/** The gateway's pino logger: to `destination`, or to stdout in batches. Secrets are redacted by path. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'gateway' } },
    destination ?? stdoutInBatches(),
  );
}
