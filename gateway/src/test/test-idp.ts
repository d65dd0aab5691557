import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { API_AUDIENCE } from '#contracts/claims';
import { startServer } from './support';

export const TEST_CLIENT = { id: 'account-area-bff', secret: 'test-bff-client-secret-1234' };
export const TEST_USER = {
  sub: 'u-customer',
  email: 'customer@example.com',
  idp: 'default',
  idp_sub: 'idp-customer',
  amr: ['pwd', 'b2b'],
};

interface Grant {
  revoked: boolean;
  current: string;
}

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** The provider's state, shared by its endpoints and the test's handle. */
interface IdpState {
  pair: KeyPair;
  issuer: string;
  accessTtlS: number;
  codes: Map<string, { challenge: string; nonce: string; redirectUri: string }>;
  grants: Map<string, Grant>;
  stats: { refreshes: number; revoked: string[]; authorizeParams: URLSearchParams[] };
  /** While set, refresh requests are counted and then wait for it (a refresh in flight, held open). */
  refreshGate: Promise<void> | null;
}

type Answer = readonly [status: number, body: unknown];

function discovery(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    revocation_endpoint: `${issuer}/token/revocation`,
    end_session_endpoint: `${issuer}/session/end`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    id_token_signing_alg_values_supported: ['RS256'],
  };
}

/** The authorization endpoint: TEST_USER signed in at once, back to the client with a code. */
function authorize(state: IdpState, url: URL): string {
  state.stats.authorizeParams.push(url.searchParams);
  const code = randomBytes(16).toString('base64url');
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  state.codes.set(code, {
    challenge: url.searchParams.get('code_challenge') ?? '',
    nonce: url.searchParams.get('nonce') ?? '',
    redirectUri,
  });
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  return back.href;
}

const accessToken = (state: IdpState) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
    .setSubject(TEST_USER.sub)
    // Unique: two tokens of the same second must still tell which refresh they came from.
    .setJti(randomBytes(8).toString('hex'))
    .setIssuer(state.issuer)
    .setAudience(API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + state.accessTtlS)
    .sign(state.pair.privateKey);

/** A token answer for the grant, with a new refresh token (the grant's current one). */
async function issue(state: IdpState, grant: Grant, nonce?: string): Promise<Answer> {
  const refreshToken = randomBytes(24).toString('base64url');
  grant.current = refreshToken;
  state.grants.set(refreshToken, grant);
  const now = Math.floor(Date.now() / 1000);
  const idToken = await new SignJWT({ ...TEST_USER, ...(nonce ? { nonce } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(state.issuer)
    .setAudience(TEST_CLIENT.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(state.pair.privateKey);
  return [
    200,
    {
      access_token: await accessToken(state),
      token_type: 'Bearer',
      expires_in: state.accessTtlS,
      refresh_token: refreshToken,
      id_token: idToken,
      scope: 'openid email profile',
    },
  ];
}

/** The token endpoint: the authorization code (with PKCE) and the refresh token grants. */
async function token(state: IdpState, body: URLSearchParams): Promise<Answer> {
  if (body.get('grant_type') === 'authorization_code') {
    const code = state.codes.get(body.get('code') ?? '');
    state.codes.delete(body.get('code') ?? '');
    const challenge = createHash('sha256')
      .update(body.get('code_verifier') ?? '')
      .digest('base64url');
    if (!code || code.challenge !== challenge || code.redirectUri !== body.get('redirect_uri')) {
      return [400, { error: 'invalid_grant' }];
    }
    return issue(state, { revoked: false, current: '' }, code.nonce);
  }
  if (body.get('grant_type') === 'refresh_token') {
    state.stats.refreshes += 1;
    if (state.refreshGate !== null) await state.refreshGate;
    const used = body.get('refresh_token') ?? '';
    const grant = state.grants.get(used);
    if (!grant || grant.revoked) return [400, { error: 'invalid_grant' }];
    if (grant.current !== used) {
      // Reuse of a rotated refresh token: someone else holds the grant; it ends for everybody.
      grant.revoked = true;
      return [400, { error: 'invalid_grant' }];
    }
    return issue(state, grant);
  }
  return [400, { error: 'unsupported_grant_type' }];
}

/**
 * A small identity provider for the gateway's bff tests (the gateway may not import the emulator): discovery,
 * an authorization endpoint that signs TEST_USER in at once, a token endpoint for the confidential client
 * (client_secret_basic; wrong secret 401) with PKCE, refresh-token rotation and reuse detection (a used refresh
 * token revokes its whole grant), and revocation. Access tokens are RS256 `at+jwt` of `accessTtlS`.
 */
export async function startTestIdp(options: { accessTtlS?: number } = {}) {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const state: IdpState = {
    pair,
    issuer: '',
    accessTtlS: options.accessTtlS ?? 3600,
    codes: new Map(),
    grants: new Map(),
    stats: { refreshes: 0, revoked: [], authorizeParams: [] },
    refreshGate: null,
  };

  const server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', state.issuer);
    const json = ([status, value]: Answer) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (url.pathname === '/oidc/.well-known/openid-configuration')
      return json([200, discovery(state.issuer)]);
    if (url.pathname === '/oidc/jwks') return json([200, { keys: [jwk] }]);
    if (url.pathname === '/oidc/auth') return res.writeHead(302, { location: authorize(state, url) }).end();
    if (req.method === 'POST' && !clientAuthenticated(req.headers.authorization)) {
      return json([401, { error: 'invalid_client' }]);
    }
    const body = await bodyOf(req);
    if (url.pathname === '/oidc/token/revocation') {
      const grant = state.grants.get(body.get('token') ?? '');
      if (grant) grant.revoked = true;
      state.stats.revoked.push(body.get('token') ?? '');
      return res.writeHead(200).end();
    }
    if (url.pathname !== '/oidc/token') return json([404, { error: 'not_found' }]);
    return json(await token(state, body));
  });
  state.issuer = `${server.url}/oidc`;
  const { issuer, stats } = state;
  return {
    issuer,
    stats,
    /** Every refresh token issued so far, oldest first. */
    refreshTokens: () => [...state.grants.keys()],
    /** Uses a refresh token as a thief would (from outside the gateway). */
    async refreshAsThief(refreshToken: string): Promise<number> {
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: expected() },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      });
      return response.status;
    },
    /** Holds every refresh request (counted on arrival) until the answered function is called. */
    holdRefreshes(): () => void {
      let release: () => void = () => undefined;
      state.refreshGate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        state.refreshGate = null;
        release();
      };
    },
    setAccessTtl(seconds: number) {
      state.accessTtlS = seconds;
    },
    close: () => server.close(),
  };
}

/** client_secret_basic: id and secret form-encoded, then base64 (RFC 6749 2.3.1). */
function clientAuthenticated(header: string | undefined): boolean {
  if (header === undefined || !header.startsWith('Basic ')) return false;
  const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  const decode = (v: string) => decodeURIComponent(v.replaceAll('+', ' '));
  return decode(id) === TEST_CLIENT.id && decode(secret) === TEST_CLIENT.secret;
}

function expected(): string {
  return `Basic ${Buffer.from(`${TEST_CLIENT.id}:${TEST_CLIENT.secret}`).toString('base64')}`;
}
export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;
