import { request as httpRequest } from 'node:http';
import { browser, CookieJar, formAction } from '../../fixtures/src/test/http-client';
import { followUntilExternal, PASSWORD } from '../../fixtures/src/test/sign-in';

/**
 * A bff sign-in over HTTP, as a browser does it, against a gateway reached by address while it is called by its
 * brand's production host over https (`Host` and `X-Forwarded-Proto`, which the gateway believes from a private
 * address: its TRUST_PROXY). The identity provider's pages are the emulator's.
 */

export interface GatewayAddress {
  address: string;
  port: number;
  /** The brand's production host name the requests carry. */
  host: string;
}

/** One request to the gateway, answered as a fetch Response (fetch itself will not send a `Host` of our own). */
export function gatewayCall(gateway: GatewayAddress, path: string, cookie: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: gateway.address,
        port: gateway.port,
        path,
        headers: {
          host: gateway.host,
          'x-forwarded-proto': 'https',
          accept: 'application/json, text/html',
          ...(cookie === '' ? {} : { cookie }),
        },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
          }
          const status = response.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${path}: no answer within 15 s`)));
    call.on('error', reject);
    call.end();
  });
}

export interface SignedIn {
  /** GET a path of the gateway with the session's cookie. */
  get(path: string): Promise<Response>;
}

/** `/bff/login` → the provider's sign-in page → credentials → `/bff/callback`: a session cookie, checked. */
export async function bffSignIn(gateway: GatewayAddress, email: string): Promise<SignedIn> {
  const jar = new CookieJar();
  const get = async (path: string): Promise<Response> => {
    const response = await gatewayCall(gateway, path, jar.header());
    jar.store(response);
    return response;
  };
  const login = await get('/bff/login');
  const authorize = login.headers.get('location');
  if (login.status !== 302 || authorize === null)
    throw new Error(`/bff/login answered ${login.status}, not a redirect to the identity provider`);
  const provider = new URL(authorize).origin;
  const idp = browser();
  const start = await idp(authorize);
  const pageUrl = new URL(start.headers.get('location') ?? '', provider).href;
  const page = await idp(pageUrl);
  const posted = await idp(new URL(formAction(await page.text()), provider).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  const callback = new URL(await followUntilExternal(idp, provider, posted));
  if (callback.origin !== `https://${gateway.host}` || callback.pathname !== '/bff/callback')
    throw new Error(`the identity provider sent the browser to ${callback.origin}${callback.pathname}`);
  const back = await get(`${callback.pathname}${callback.search}`);
  if (back.status !== 302) throw new Error(`/bff/callback answered ${back.status}: ${await back.text()}`);
  return { get };
}
