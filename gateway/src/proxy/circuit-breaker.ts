export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * One upstream's circuit. Closed: every request goes through. After `failureThreshold` consecutive failures it
 * opens: requests are answered at once without calling the upstream. After `openMs` one request goes through as a
 * probe (half-open): its success closes the circuit, its failure opens it again for twice as long (at most
 * `maxOpenMs`), so a dead upstream is probed less and less often and a recovered one is used again by itself.
 */
export interface CircuitBreaker {
  readonly state: CircuitState;
  /** True when a request may call the upstream; in half-open, only the one probe may. */
  allow(): boolean;
  /** Milliseconds until the next probe may go (0 when not open). */
  retryInMs(): number;
  success(): void;
  failure(): void;
  /** A request that was allowed ended without telling either (the browser went away): frees the probe. */
  release(): void;
}

export interface CircuitOptions {
  failureThreshold: number;
  openMs: number;
  maxOpenMs?: number;
  now?: () => number;
  onChange?: (state: CircuitState) => void;
}

export function createCircuitBreaker(options: CircuitOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  const maxOpenMs = options.maxOpenMs ?? 60_000;
  let state: CircuitState = 'closed';
  let failures = 0;
  let openFor = options.openMs;
  let openedAt = 0;
  let probing = false;

  const change = (next: CircuitState): void => {
    if (state === next) return;
    state = next;
    options.onChange?.(next);
  };
  const open = (): void => {
    openedAt = now();
    probing = false;
    change('open');
  };

  return {
    get state() {
      return state;
    },
    allow() {
      if (state === 'closed' || options.failureThreshold <= 0) return true;
      if (state === 'open') {
        if (now() - openedAt < openFor) return false;
        change('half-open');
      }
      if (probing) return false;
      probing = true;
      return true;
    },
    retryInMs() {
      return state === 'open' ? Math.max(0, openFor - (now() - openedAt)) : 0;
    },
    success() {
      failures = 0;
      probing = false;
      openFor = options.openMs;
      change('closed');
    },
    failure() {
      if (options.failureThreshold <= 0) return;
      if (state === 'half-open') {
        openFor = Math.min(openFor * 2, maxOpenMs);
        open();
        return;
      }
      failures += 1;
      if (state === 'closed' && failures >= options.failureThreshold) open();
    },
    release() {
      probing = false;
    },
  };
}
