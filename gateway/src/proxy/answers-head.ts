import { UpstreamError } from './h1/h1-pool';
import type { UpstreamPool } from './upstreams';

/** True when the origin answers `HEAD path` with any status within `timeoutMs` (readiness probes). */
export function answersHead(pool: UpstreamPool, path: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let abort: ((reason?: Error) => void) | null = null;
    const timer = setTimeout(() => {
      abort?.(new UpstreamError('UPSTREAM_HEADERS_TIMEOUT', 'no answer to the probe'));
    }, timeoutMs);
    const done = (answered: boolean): void => {
      clearTimeout(timer);
      resolve(answered);
    };
    pool.dispatch(
      { method: 'HEAD', path, headers: [], body: null },
      {
        onConnect(stop) {
          abort = stop;
        },
        onHeaders: () => {},
        onData: () => true,
        onComplete: () => done(true),
        onError: () => done(false),
      },
    );
  });
}
