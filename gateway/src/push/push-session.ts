import type { Logger } from 'pino';
import type { RawData, WebSocket } from 'ws';
import { PushAuthenticate } from '#contracts/push';
import type { PushHub } from './push-hub';
import type { TokenVerifier } from './token-verifier';

export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_AUTH_TIMEOUT = 4408;

export interface PushSessionOptions {
  hub: PushHub;
  verify: TokenVerifier;
  authGraceMs: number;
  pingIntervalMs: number;
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

/**
 * One /push socket: it must send `{"action":"authenticate","token":…}` within the grace period; a valid access
 * token is answered with the text `OK`, after which the socket receives its user's messages as JSON. Nothing is
 * sent before `OK`; any other client message is ignored; a token that fails verification closes with 4401.
 */
export function startPushSession(socket: WebSocket, options: PushSessionOptions): void {
  let state: 'waiting' | 'verifying' | 'open' | 'closed' = 'waiting';
  let unsubscribe: (() => void) | null = null;
  let ping: NodeJS.Timeout | null = null;

  const close = (code: number, reason: string): void => {
    if (state === 'closed') return;
    state = 'closed';
    socket.close(code, reason);
  };
  const grace = setTimeout(() => close(CLOSE_AUTH_TIMEOUT, 'authentication timeout'), options.authGraceMs);

  socket.on('message', (data, isBinary) => {
    if (state !== 'waiting') return;
    const token = tokenOf(data, isBinary);
    if (token === null) return;
    state = 'verifying';
    options.verify(token).then(
      (userId) => {
        if (state !== 'verifying') return;
        state = 'open';
        clearTimeout(grace);
        socket.send('OK');
        unsubscribe = options.hub.subscribe(userId, (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        });
        ping = setInterval(() => socket.ping(), options.pingIntervalMs);
        ping.unref();
      },
      (error: unknown) => {
        options.log.info(
          { reason: error instanceof Error ? error.name : 'error' },
          'push authentication refused',
        );
        if (state === 'verifying') close(CLOSE_UNAUTHORIZED, 'unauthorized');
      },
    );
  });

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(grace);
    if (ping !== null) clearInterval(ping);
    unsubscribe?.();
    unsubscribe = null;
  });
}
