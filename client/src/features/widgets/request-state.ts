import { useCallback, useState } from 'react';
import { ApiError } from '#platform/api/api-errors';

/** The spec's request states: every widget operation goes NotRequested → InProgress → Finished | Failed. */
export type RequestStatus = 'NotRequested' | 'InProgress' | 'Finished' | 'Failed';

export interface RequestState {
  status: RequestStatus;
  /** The failed call's correlation id (to quote to customer care), when it has one. */
  correlationId?: string;
  /** The failed call's HTTP status, when it answered. */
  httpStatus?: number;
}

const NOT_REQUESTED: RequestState = { status: 'NotRequested' };

/** One operation's state: run() moves it through InProgress to Finished or Failed; reset() back to NotRequested. */
export function useRequest() {
  const [state, setState] = useState<RequestState>(NOT_REQUESTED);
  const run = useCallback(async <T>(operation: () => Promise<T>): Promise<T | undefined> => {
    setState({ status: 'InProgress' });
    try {
      const result = await operation();
      setState({ status: 'Finished' });
      return result;
    } catch (error) {
      setState(
        error instanceof ApiError
          ? { status: 'Failed', correlationId: error.correlationId, httpStatus: error.status }
          : { status: 'Failed' },
      );
      return undefined;
    }
  }, []);
  const reset = useCallback(() => setState(NOT_REQUESTED), []);
  return { state, run, reset };
}
