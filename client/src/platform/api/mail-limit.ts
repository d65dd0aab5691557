import { ApiError } from './api-errors';

/** A call that sends mail was refused for sending too many (429): when the customer may try again. */
export interface MailLimit {
  /** Whole minutes until another mail may go (at least 1), or null when the answer did not say. */
  minutes: number | null;
}

/**
 * The failure of a call that sends mail (a share, the newsletter, an account deletion) for `useRequest`: a
 * `MailLimit` for the gateway's or the service's 429, null for any other failure.
 */
export function mailLimitOf(error: unknown): MailLimit | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return { minutes: error.retryAfterS === null ? null : Math.max(1, Math.ceil(error.retryAfterS / 60)) };
}
