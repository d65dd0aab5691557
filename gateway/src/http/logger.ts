import pino, { type DestinationStream, type Logger } from 'pino';
import { traceLogFields } from '../observability/trace-scope';

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

/** Lines are written in batches of this many characters at least (as nginx's `access_log … buffer=64k`) ... */
const LOG_BATCH_CHARS = 64 * 1024;
/** ... and at least this often, so a quiet gateway's lines still appear promptly. */
const LOG_FLUSH_MS = 1000;

/** A log destination that gathers lines and hands them to stdout a batch at a time. */
export interface BatchedLines extends DestinationStream {
  write(line: string): boolean;
  /** Hands what is gathered to stdout now (written asynchronously). */
  flush(): void;
  /** Writes everything out before returning (process exit). */
  flushSync(): void;
}

let batchedStdout: BatchedLines | null = null;

/**
 * Gathers lines and passes each batch to `out` in one call. SonicBoom can batch by itself (`minLength`), but it
 * measures its whole pending string on every line it adds: at 64 KiB that cost ~25 µs a line, most of what a
 * request line cost the proxy. Here a line costs an array push.
 */
export function batchLines(
  out: { write(data: string): unknown; flushSync?(): void },
  batchChars: number = LOG_BATCH_CHARS,
): BatchedLines {
  let lines: string[] = [];
  let chars = 0;
  const flush = (): void => {
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    chars = 0;
    out.write(batch);
  };
  return {
    write(line) {
      lines.push(line);
      chars += line.length;
      if (chars >= batchChars) flush();
      return true;
    },
    flush,
    flushSync() {
      flush();
      out.flushSync?.();
    },
  };
}

/**
 * The process's stdout as a log destination, written in batches: one write per line costs a system call per
 * request, a noticeable share of the proxy's CPU budget. Batches are flushed every second and synchronously when
 * the process exits, so no line is lost on a normal stop or a crash that exits. One per process, whoever asks.
 */
function stdoutInBatches(): BatchedLines {
  if (batchedStdout !== null) return batchedStdout;
  const stdout = batchLines(pino.destination({ dest: 1, sync: false }));
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

/**
 * The gateway's pino logger: to `destination`, or to stdout in batches. Secrets are redacted by path. A line
 * logged while a traced request is handled carries its `trace_id` and `span_id` (observability/trace-scope.ts).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'gateway' },
      mixin: traceLogFields,
    },
    destination ?? stdoutInBatches(),
  );
}
