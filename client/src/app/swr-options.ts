import type { SWRConfiguration } from 'swr';
import { ApiError, correlationIdOf, ResponseParseError } from '#platform/api/api-errors';

const MAX_RETRIES = 3;

function isRetryable(error: unknown): boolean {
  if (error instanceof ResponseParseError) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return true;
}

/** Failed calls are logged with their correlation id; only server and network failures are retried. */
export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  onError(error: unknown, key: string) {
    console.error('Request failed', key, correlationIdOf(error) ?? '', error);
  },
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!isRetryable(error) || retryCount >= MAX_RETRIES) return;
    setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};
