/**
 * The one hand-over point between the boot script (boot-entry.ts, run from index.html's head before the app's
 * JS) and the app: `window.__accountBoot`. Types only, so that neither side's bundle takes code from the other
 * (a module imported by both entries would become a shared chunk the boot script had to load first).
 *
 * Decision 220.
 */

/** A GET the boot script sent for the app: its answer, untouched (the app reads the body), and its id. */
export interface BootCall {
  /** The URL as the app's wrapper builds it (`/api/<service><path>?<query>`): the app adopts a call only by it. */
  url: string;
  correlationId: string;
  /** Rejects when the request failed without an answer (the app then sends its own). */
  response: Promise<Response>;
}

/** What the boot script started when My photos was opened with a session. */
export interface BootTimeline {
  /**
   * The `sub` of the access token the calls carried (browser mode); null in bff mode, where the calls went with
   * the session cookie and no script can read who it belongs to.
   */
  owner: string | null;
  /** GET /users/timeline in the stored (or default) sort. */
  counts: BootCall;
  /** The URL before `<year>/<month>?…` of a month's page: the app waits for `pages` only for these. */
  monthPages: string;
  /** The first months' first pages, started once the counts answered: empty when they were not (any failure). */
  pages: Promise<BootCall[]>;
}

export interface BootHandOver {
  timeline?: BootTimeline;
}

export interface BootWindow {
  __accountBoot?: BootHandOver;
}
