import type { Logger } from 'pino';
import type { RawData, WebSocket } from 'ws';
import { PushAuthenticate } from '#contracts/push';
import type { RateLimiter, RateRule, RateVerdict } from '../limits/rate-limiter';
import type { GatewayMetrics } from '../observability/metrics';
import type { PushHub } from './push-hub';
import type { PushSockets, TrackedSocket } from './push-sockets';
import { InvalidTokenError, type TokenVerifier, type VerifiedToken } from './token-verifier';

/** Close codes of /push (4xxx mirror HTTP statuses). The client reconnects after 1001, 1013, 4429 and expiry. */
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_TRY_AGAIN_LATER = 1013;
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_AUTH_TIMEOUT = 4408;
export const CLOSE_TOO_MANY = 4429;
/** The close reason of a socket whose token expired (code 4401): the client reconnects with a fresh token. */
export const REASON_TOKEN_EXPIRED = 'token expired';

/** The close reason (code 4401) of a bff socket whose session ended, on whichever copy it ended. */
export const REASON_SESSION_ENDED = 'session ended';

/** bff mode: the session of a socket (its digest, never the cookie value) and its access token. */
export interface PushSessionOf {
  session: string;
  token: string;
}

/** setTimeout's longest delay; a token valid for longer is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

export interface PushSessionOptions {
  hub: PushHub;
  verify: TokenVerifier;
  authGraceMs: number;
  pingIntervalMs: number;
  limiter: RateLimiter;
  /** Authentication attempts per client address and per user. */
  rules: { perAddress: RateRule; perUser: RateRule };
  sockets: PushSockets;
  metrics: GatewayMetrics | null;
  log: Logger;
}

function tokenOf(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  try {
    const parsed = PushAuthenticate.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}

function settle<T>(value: T | Promise<T>, next: (value: T) => void, failed: (error: unknown) => void): void {
  if (value instanceof Promise) value.then(next, failed);
  else next(value);
}

/** The timer of a token's expiry: `at` (re)sets it, `clear` stops it. */
function expiryTimer(expired: () => void) {
  let timer: NodeJS.Timeout | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
  };
  const at = (expiresAt: number): void => {
    clear();
    const inMs = expiresAt - Date.now();
    timer = setTimeout(
      () => (Date.now() >= expiresAt ? expired() : at(expiresAt)),
      Math.max(0, Math.min(inMs, MAX_TIMER_MS)),
    );
    timer.unref();
  };
  return { at, clear };
}

/** The close of a socket whose token was refused: 4401 for an invalid token, 1013 when it could not be checked. */
function refusal(error: unknown, log: Logger): [code: number, reason: string] {
  const invalid = error instanceof InvalidTokenError;
  log.info({ reason: invalid ? error.message : 'verifier unavailable' }, 'push authentication refused');
  return invalid ? [CLOSE_UNAUTHORIZED, 'unauthorized'] : [CLOSE_TRY_AGAIN_LATER, 'try again later'];
}

/**
 * Subscribes an authenticated socket to its user's messages (sent as they come while it is open), then hands the
 * unsubscribe to `subscribed`; a relay that cannot be reached closes the socket (1013). A bff socket (`session`:
 * its session's digest) closes when the relay says its session ended.
 */
function subscribeSocket(
  socket: WebSocket,
  subject: string,
  options: PushSessionOptions,
  { session, close }: { session: string | undefined; close: (code: number, reason: string) => void },
  subscribed: (stop: () => void) => void,
): void {
  const subscription = options.hub.subscribe(subject, {
    message(json, publishedAt) {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(json);
      options.metrics?.relayLag((Date.now() - publishedAt) / 1000);
    },
    sessionEnded(digest) {
      if (session !== undefined && digest === session) close(CLOSE_UNAUTHORIZED, REASON_SESSION_ENDED);
    },
  });
  subscription.then(subscribed, (error: unknown) => {
    options.log.warn({ err: error }, 'push relay unavailable: socket closed');
    close(CLOSE_TRY_AGAIN_LATER, 'try again later');
  });
}

/**
 * One /push socket. It must send `{"action":"authenticate","token":…}` within the grace period; a valid access
 * token is answered with the text `OK` once the user's messages are subscribed, after which the socket receives
 * them as JSON. The socket lives as long as its token: at the token's expiry it is closed (4401, 'token
 * expired') unless the client has sent a newer token of the same user meanwhile (answered `OK` again).
 * Authentication attempts are rate limited per address and per user (4429). Nothing is sent before `OK`; any
 * other client message is ignored; a token that fails verification closes with 4401, a JWKS that cannot be
 * reached with 1013. A bff socket (`preset`: its session's digest and access token, taken at the upgrade) is
 * authenticated at once and closes (4401, 'session ended') when the relay says its session ended.
 */
export function startPushSession(
  socket: WebSocket,
  address: string,
  options: PushSessionOptions,
  preset?: PushSessionOf,
): TrackedSocket | null {
  let state: 'waiting' | 'verifying' | 'open' | 'reauthenticating' | 'closed' = 'waiting';
  let subject: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let ping: NodeJS.Timeout | null = null;
  let authenticated = false;

  const tracked: TrackedSocket = { close: (code, reason) => close(code, reason) };
  if (!options.sockets.opened(tracked, address)) {
    socket.close(CLOSE_TOO_MANY, 'too many unauthenticated sockets');
    return null;
  }

  function close(code: number, reason: string): void {
    if (state === 'closed') return;
    state = 'closed';
    cleanUp();
    socket.close(code, reason);
  }

  function cleanUp(): void {
    clearTimeout(grace);
    if (ping !== null) clearInterval(ping);
    expiry.clear();
    unsubscribe?.();
    unsubscribe = null;
    options.sockets.closed(tracked, address, authenticated);
  }

  const grace = setTimeout(() => close(CLOSE_AUTH_TIMEOUT, 'authentication timeout'), options.authGraceMs);

  const expiry = expiryTimer(() => close(CLOSE_UNAUTHORIZED, REASON_TOKEN_EXPIRED));

  function refused(error: unknown): void {
    if (state !== 'closed') close(...refusal(error, options.log));
  }

  function limited(verdict: RateVerdict): boolean {
    if (verdict === null) return false;
    options.log.info({ rule: verdict.rule }, 'push authentication rate limited');
    close(CLOSE_TOO_MANY, 'too many authentication attempts');
    return true;
  }

  function accepted(token: VerifiedToken): void {
    if (state === 'closed') return;
    if (token.expiresAt <= Date.now()) {
      close(CLOSE_UNAUTHORIZED, REASON_TOKEN_EXPIRED);
      return;
    }
    if (state === 'reauthenticating') {
      if (token.subject !== subject) {
        close(CLOSE_UNAUTHORIZED, 'another user');
        return;
      }
      state = 'open';
      expiry.at(token.expiresAt);
      socket.send('OK');
      return;
    }
    state = 'open';
    subject = token.subject;
    clearTimeout(grace);
    authenticated = true;
    options.sockets.authenticated(tracked, address);
    expiry.at(token.expiresAt);
    subscribeSocket(socket, token.subject, options, { session: preset?.session, close }, (stop) => {
      if (state === 'closed') return stop();
      unsubscribe = stop;
      socket.send('OK');
      ping = setInterval(() => socket.ping(), options.pingIntervalMs);
      ping.unref();
    });
  }

  function verified(token: VerifiedToken): void {
    if (state === 'closed') return;
    settle(
      options.limiter.hit(options.rules.perUser, token.subject),
      (verdict) => {
        if (!limited(verdict)) accepted(token);
      },
      () => accepted(token),
    );
  }

  function authenticate(token: string): void {
    state = state === 'open' ? 'reauthenticating' : 'verifying';
    settle(
      options.limiter.hit(options.rules.perAddress, address),
      (verdict) => {
        if (!limited(verdict) && state !== 'closed') options.verify(token).then(verified, refused);
      },
      () => options.verify(token).then(verified, refused),
    );
  }

  socket.on('message', (data, isBinary) => {
    if (state !== 'waiting' && state !== 'open') return;
    const token = tokenOf(data, isBinary);
    if (token !== null) authenticate(token);
  });
  // bff mode: the session's token, taken at the upgrade; the client sends none.
  if (preset !== undefined) authenticate(preset.token);

  socket.on('close', () => {
    if (state === 'closed') return;
    state = 'closed';
    cleanUp();
  });
  return tracked;
}
