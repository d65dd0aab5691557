import { request } from 'node:http';
import { exportJWK, type generateKeyPair, SignJWT } from 'jose';
import { WebSocket } from 'undici';
import { API_AUDIENCE } from '#contracts/claims';
import type { PushMessage } from '#contracts/push';
import { startServer, type TestServer } from './support';

export const ISSUER = 'http://localhost:8090/oidc';

export type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** A JWKS endpoint serving the public keys it is given (and changeable: key rotation), or failing. */
export interface TestJwks {
  url: string;
  /** Serves these keys from now on. */
  serve(keys: Array<{ pair: KeyPair; kid: string }>): Promise<void>;
  /** Answers 503 from now on (or again the keys with false). */
  fail(failing: boolean): void;
  /** How many times the keys were fetched. */
  readonly fetches: number;
  close(): Promise<void>;
}

export async function startJwks(keys: Array<{ pair: KeyPair; kid: string }>): Promise<TestJwks> {
  let body = '';
  let failing = false;
  let fetches = 0;
  const serve = async (list: Array<{ pair: KeyPair; kid: string }>) => {
    const jwks = await Promise.all(
      list.map(async ({ pair, kid }) => ({
        ...(await exportJWK(pair.publicKey)),
        kid,
        alg: 'RS256',
        use: 'sig',
      })),
    );
    body = JSON.stringify({ keys: jwks });
  };
  await serve(keys);
  const server: TestServer = await startServer((_req, res) => {
    fetches += 1;
    if (failing) res.writeHead(503).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return {
    url: `${server.url}/jwks`,
    serve,
    fail: (value) => {
      failing = value;
    },
    get fetches() {
      return fetches;
    },
    close: () => server.close(),
  };
}

export interface TokenClaims {
  sub?: string;
  aud?: string;
  iss?: string;
  /** A jose time span ('1h', '-1h', '2s') or null for a token without `exp`. */
  expiresIn?: string | null;
  /** The `typ` header; default `at+jwt` (RFC 9068), null for none. */
  typ?: string | null;
  kid?: string;
}

/** An access token as the identity provider signs them. */
export function signToken(pair: KeyPair, claims: TokenClaims = {}): Promise<string> {
  const typ = claims.typ === undefined ? 'at+jwt' : claims.typ;
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: claims.kid ?? 'k1', ...(typ === null ? {} : { typ }) })
    .setSubject(claims.sub ?? 'u-customer')
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? API_AUDIENCE)
    .setIssuedAt();
  if (claims.expiresIn !== null) jwt.setExpirationTime(claims.expiresIn ?? '1h');
  return jwt.sign(pair.privateKey);
}

export interface PushClient {
  ws: WebSocket;
  messages: string[];
  opened: Promise<void>;
  /** The close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  next(): Promise<string>;
  /** The next message, or null after `ms` (the wait then leaves the queue: it takes no later message). */
  nextWithin(ms: number): Promise<string | null>;
  authenticate(token: string): void;
}

/** A WebSocket client of `<base>/push` with the given Origin (and Host), queueing what it receives. */
export function connectPush(
  base: string,
  origin: string,
  host?: string,
  extraHeaders: Record<string, string> = {},
): PushClient {
  const url = `${base.replace('http://', 'ws://')}/push`;
  const ws = new WebSocket(url, { headers: { origin, ...(host ? { host } : {}), ...extraHeaders } });
  const messages: string[] = [];
  const waiters: ((m: string) => void)[] = [];
  ws.addEventListener('message', (event) => {
    const text = String(event.data);
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else messages.push(text);
  });
  return {
    ws,
    messages,
    opened: new Promise((resolve, reject) => {
      ws.addEventListener('open', () => resolve());
      ws.addEventListener('error', () => reject(new Error('not opened')));
    }),
    closed: new Promise((resolve) =>
      ws.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })),
    ),
    next: () => {
      const queued = messages.shift();
      return queued !== undefined ? Promise.resolve(queued) : new Promise((resolve) => waiters.push(resolve));
    },
    nextWithin: (ms) => {
      const queued = messages.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve) => {
        const waiter = (m: string) => {
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          const at = waiters.indexOf(waiter);
          if (at !== -1) waiters.splice(at, 1);
          resolve(null);
        }, ms);
        waiters.push(waiter);
      });
    },
    authenticate: (token) => ws.send(JSON.stringify({ action: 'authenticate', token })),
  };
}

/** The handshake's HTTP status as seen before any upgrade. */
export function handshakeStatus(base: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({
      agent: false,
      host: hostname,
      port,
      path: '/push',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

export function archiveFinished(userId: string, id = 'evt-1'): PushMessage {
  return {
    id,
    timestamp: '2026-01-01T10:00:00.000Z',
    key: 'archive-finished',
    message: { userId, downloadId: 'd-1' },
  };
}
