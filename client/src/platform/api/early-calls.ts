/**
 * Answers to GETs the app did not send itself (the boot script's, decision 220), offered to the one fetch
 * wrapper: a call whose URL is offered takes that answer instead of sending the request again, and then goes
 * through the wrapper's usual path (a 401 renews the token and sends again, an error status is the call's
 * error, the body is parsed by the call's contract). Each offer is taken at most once.
 */
export interface EarlyAnswer {
  response: Response;
  correlationId: string;
}

/** Returns the answer for a URL (null: none after all, the wrapper sends its own), or undefined when none is offered. */
export type EarlyAnswers = (url: string) => Promise<EarlyAnswer | null> | undefined;

let source: EarlyAnswers | null = null;

/** Offers answers until the returned function is called (or another source is offered). */
export function offerEarlyAnswers(next: EarlyAnswers): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

/** The offered answer to a GET of this URL, if any. */
export function takeEarlyAnswer(url: string): Promise<EarlyAnswer | null> | undefined {
  return source?.(url);
}
