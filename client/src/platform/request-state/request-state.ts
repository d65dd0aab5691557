import { correlationIdOf } from '#platform/api/api-errors';

/** The spec's request states: every operation goes NotRequested → InProgress → Finished or Failed. */
export type RequestStatus = 'NotRequested' | 'InProgress' | 'Finished' | 'Failed';

export interface RequestState<F = never> {
  status: RequestStatus;
  /** The correlation id of the failed call (what the log names), when it had one. */
  correlationId: string | null;
  /** Why it failed, in the operation's own terms (e.g. an e-mail already in use). */
  failure: F | null;
}

export type RequestAction<F = never> =
  | { type: 'request' }
  | { type: 'finished' }
  | { type: 'failed'; correlationId: string | null; failure: F | null }
  | { type: 'reset' };

export const NOT_REQUESTED: RequestState<never> = {
  status: 'NotRequested',
  correlationId: null,
  failure: null,
};

/**
 * NotRequested → InProgress → Finished or Failed; a reset returns to NotRequested. A new request may start from
 * any state but InProgress (one at a time); 'finished' and 'failed' count only while in progress.
 */
export function requestReducer<F>(state: RequestState<F>, action: RequestAction<F>): RequestState<F> {
  switch (action.type) {
    case 'request':
      return state.status === 'InProgress'
        ? state
        : { status: 'InProgress', correlationId: null, failure: null };
    case 'finished':
      return state.status === 'InProgress'
        ? { status: 'Finished', correlationId: null, failure: null }
        : state;
    case 'failed':
      return state.status === 'InProgress'
        ? { status: 'Failed', correlationId: action.correlationId, failure: action.failure }
        : state;
    case 'reset':
      return NOT_REQUESTED;
  }
}

/** The failure of an operation, logged as the spec asks: its type ending in _FAILED and the correlation id. */
export function logFailure(type: string, error: unknown): string | null {
  const correlationId = correlationIdOf(error) ?? null;
  console.error(`${type}_FAILED`, { correlationId, error });
  return correlationId;
}
