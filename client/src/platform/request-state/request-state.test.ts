import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#platform/api/api-errors';
import { logFailure, NOT_REQUESTED, type RequestState, requestReducer } from './request-state';

type Failure = 'inUse';
const start: RequestState<Failure> = NOT_REQUESTED;

describe('the request-state reducer', () => {
  it('goes NotRequested → InProgress → Finished', () => {
    const inProgress = requestReducer(start, { type: 'request' });
    expect(inProgress.status).toBe('InProgress');
    expect(requestReducer(inProgress, { type: 'finished' })).toEqual({
      status: 'Finished',
      correlationId: null,
      failure: null,
    });
  });

  it('keeps the correlation id and the failure of a failed request', () => {
    const inProgress = requestReducer(start, { type: 'request' });
    const failed = requestReducer(inProgress, { type: 'failed', correlationId: 'c-1', failure: 'inUse' });
    expect(failed).toEqual({ status: 'Failed', correlationId: 'c-1', failure: 'inUse' });
    // A new attempt clears the old failure.
    expect(requestReducer(failed, { type: 'request' })).toEqual({
      status: 'InProgress',
      correlationId: null,
      failure: null,
    });
  });

  it('ignores an outcome outside InProgress and a second request while one runs', () => {
    expect(requestReducer(start, { type: 'finished' })).toBe(start);
    expect(requestReducer(start, { type: 'failed', correlationId: null, failure: null })).toBe(start);
    const inProgress = requestReducer(start, { type: 'request' });
    expect(requestReducer(inProgress, { type: 'request' })).toBe(inProgress);
  });

  it('returns to NotRequested on reset, from any state', () => {
    const finished = requestReducer(requestReducer(start, { type: 'request' }), { type: 'finished' });
    expect(requestReducer(finished, { type: 'reset' })).toEqual(NOT_REQUESTED);
  });
});

describe('logFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs <type>_FAILED with the correlation id of the failed call', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ApiError(409, '/api/identity/x', 'corr-42');
    expect(logFailure('CHANGE_EMAIL', error)).toBe('corr-42');
    expect(log).toHaveBeenCalledWith('CHANGE_EMAIL_FAILED', { correlationId: 'corr-42', error });
  });
});
