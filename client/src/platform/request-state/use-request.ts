import { useCallback, useReducer, useRef } from 'react';
import { logFailure, NOT_REQUESTED, type RequestState, requestReducer } from './request-state';

export interface UseRequest<A extends unknown[], F> {
  state: RequestState<F>;
  /** Runs the operation; resolves true when it finished, false when it failed (or one was still running). */
  run(...args: A): Promise<boolean>;
  reset(): void;
}

/**
 * One operation's request state (NotRequested → InProgress → Finished / Failed). A failure is logged as
 * `<type>_FAILED` with its correlation id; `failureOf` names it in the operation's terms (409: in use, …).
 */
export function useRequest<A extends unknown[], F = never>(
  type: string,
  operation: (...args: A) => Promise<unknown>,
  failureOf?: (error: unknown) => F | null,
): UseRequest<A, F> {
  const [state, dispatch] = useReducer(requestReducer<F>, NOT_REQUESTED as RequestState<F>);
  const running = useRef(false);
  const latest = useRef({ operation, failureOf });
  latest.current = { operation, failureOf };

  const run = useCallback(
    async (...args: A) => {
      if (running.current) return false;
      running.current = true;
      dispatch({ type: 'request' });
      try {
        await latest.current.operation(...args);
        dispatch({ type: 'finished' });
        return true;
      } catch (error) {
        const correlationId = logFailure(type, error);
        dispatch({ type: 'failed', correlationId, failure: latest.current.failureOf?.(error) ?? null });
        return false;
      } finally {
        running.current = false;
      }
    },
    [type],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, run, reset };
}
