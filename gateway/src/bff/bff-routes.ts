import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { OIDC_SCOPE } from '../config/build-app-config';
import type { Forwarding } from '../http/forwarding';
import { sendGatewayError } from '../http/gateway-error';
import { cookieName, readCookie, setCookie } from './cookies';
import { passesCsrf } from './csrf';
import type { OidcClient } from './oidc-client';
import type { CookieSealer } from './sealed-cookie';
import type { Sessions } from './sessions';

/** A sign-in attempt must come back within this. */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;

const Attempt = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  returnTo: z.string(),
});
type Attempt = z.infer<typeof Attempt>;

/**
 * A same-origin path in printable ASCII (no scheme, no `//host`, no backslash tricks, no control characters),
 * else null. Nothing outside ASCII: it cannot go into a Location header as it is (Node refuses it), and
 * look-alikes such as the fullwidth solidus (`/／／evil.example`) become `//` in some browsers' hands. The SPA
 * sends its paths percent-encoded, so no real return path is lost.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code > 0x7e) return null;
  }
  return value;
}

export interface BffRoutesOptions {
  client: OidcClient;
  sessions: Sessions;
  sealer: CookieSealer;
  forwarding: Forwarding;
  /** Session cookie lifetime (the absolute timeout), seconds. */
  sessionMaxAgeS: number;
}

/** A new sign-in attempt: its state, nonce and PKCE verifier, and the path the browser returns to after it. */
function newAttempt(returnTo: string): Attempt {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo,
  };
}

/**
 * The backend-for-frontend's own routes: `/bff/login` starts the code flow (PKCE, state, nonce, all in an
 * encrypted cookie bound to the attempt), `/bff/callback` completes it and starts a fresh session, `/bff/user`
 * answers the claims the SPA shows, `/bff/logout` ends the session (and the refresh token) and names the
 * provider's end-session URL the browser goes to.
 */
const bffRoutes: FastifyPluginCallback<BffRoutesOptions> = (app, options, done) => {
  const { client, sessions, sealer, forwarding } = options;
  const secureOf = (request: FastifyRequest) => forwarding.scheme(request.raw) === 'https';
  const originOf = (request: FastifyRequest) =>
    `${forwarding.scheme(request.raw)}://${request.headers.host ?? ''}`;
  const sessionIdOf = (request: FastifyRequest) =>
    readCookie(request.headers.cookie, cookieName('session', secureOf(request)));
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get('/bff/login', async (request, reply) => {
    // A return path that is not an ASCII same-origin path is not followed: the sign-in lands on the home page.
    const returnTo = sameOriginPath((request.query as Record<string, unknown>).returnTo) ?? '/';
    const config = await client.config();
    const attempt = newAttempt(returnTo);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${originOf(request)}/bff/callback`,
      scope: OIDC_SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
      code_challenge_method: 'S256',
      state: attempt.state,
      nonce: attempt.nonce,
      acr_values: request.brand.acr,
      channel: request.brand.channel,
    });
    const secure = secureOf(request);
    noStore(reply).header(
      'set-cookie',
      setCookie(cookieName('bff-login', secure), sealer.seal(attempt, ATTEMPT_TTL_MS), {
        secure,
        sameSite: 'Lax',
        maxAgeS: ATTEMPT_TTL_MS / 1000,
      }),
    );
    return reply.redirect(url.href, 302);
  });

  app.get('/bff/callback', async (request, reply) => {
    const secure = secureOf(request);
    const attemptCookie = cookieName('bff-login', secure);
    const parsed = Attempt.safeParse(sealer.open(readCookie(request.headers.cookie, attemptCookie)));
    const clearAttempt = setCookie(attemptCookie, '', { secure, sameSite: 'Lax', maxAgeS: 0 });
    noStore(reply).header('set-cookie', clearAttempt);
    // No attempt (expired, from another browser, replayed): start again from the home page.
    if (!parsed.success) return reply.redirect('/', 302);
    const attempt = parsed.data;
    const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
    // The user abandoned the provider's page (or it refused): back where they were, still signed out.
    const returnTo = sameOriginPath(attempt.returnTo) ?? '/';
    if (query.has('error')) return reply.redirect(returnTo, 302);
    const callbackUrl = new URL(`${originOf(request)}/bff/callback?${query}`);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(await client.config(), callbackUrl, {
        pkceCodeVerifier: attempt.verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      request.log.info({ err: error }, 'bff sign-in refused');
      return sendGatewayError(reply, 400);
    }
    // Rotated at sign-in: a session id the browser held before is ended, the new one is fresh.
    const previous = sessionIdOf(request);
    const old = await sessions.read(previous);
    if (old !== null && previous !== undefined) await sessions.signOut(previous, old);
    const id = await sessions.create(tokens);
    reply.header('set-cookie', [
      clearAttempt,
      setCookie(cookieName('session', secure), id, {
        secure,
        sameSite: 'Strict',
        maxAgeS: options.sessionMaxAgeS,
      }),
    ]);
    return reply.redirect(returnTo, 302);
  });

  app.get('/bff/user', async (request, reply) => {
    const session = await sessions.read(sessionIdOf(request));
    noStore(reply);
    if (session === null) return sendGatewayError(reply, 401);
    return reply.send(session.user);
  });

  // Before the body is read: a cross-site form post is refused for what it is (403), whatever its content type.
  app.addHook('onRequest', async (request, reply) => {
    if (!passesCsrf(request.raw, request.brandHost, forwarding.scheme(request.raw))) {
      return sendGatewayError(reply, 403);
    }
  });

  app.post('/bff/logout', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const returnPath = body.returnTo === undefined ? '/' : sameOriginPath(body.returnTo);
    if (returnPath === null) return sendGatewayError(reply, 400);
    const id = sessionIdOf(request);
    const session = await sessions.read(id);
    if (session !== null && id !== undefined) await sessions.signOut(id, session);
    const secure = secureOf(request);
    const config = await client.config();
    // The provider's session lives in the browser's cookies at the provider: the browser goes there to end it.
    const endSession = oidc.buildEndSessionUrl(config, {
      client_id: config.clientMetadata().client_id,
      post_logout_redirect_uri: `${originOf(request)}${returnPath}`,
    });
    noStore(reply).header(
      'set-cookie',
      setCookie(cookieName('session', secure), '', { secure, sameSite: 'Strict', maxAgeS: 0 }),
    );
    return reply.send({ endSessionUrl: endSession.href });
  });

  done();
};

export default bffRoutes;
