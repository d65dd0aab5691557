import fastifyStatic from '@fastify/static';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_ROW_COOKIE } from '#contracts/first-row-cookie';
import type { RouteName } from '#contracts/routes';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, HOOK_RESPONSES, paramNamesOf, paramsOf } from '../http/route-schemas';
import type { AppEnv } from '../options';
import { ROBOTS_INDEX, robotsFor } from '../security/robots';
import { type AssetFiles, assetRoute } from './asset-route';
import type { IndexPages } from './index-pages';
import { isReservedPath, SPA_ROUTES } from './route-table';

export interface SpaOptions {
  spaDir: string;
  appEnv: AppEnv;
  pages: IndexPages;
  /** The build's hashed files under assets/, held in memory once read (asset-route.ts). */
  assets: AssetFiles;
}

const FIRST_ROW_KEPT = new RegExp(`(?:^|;)\\s*${FIRST_ROW_COOKIE}=1\\s*(?:;|$)`);

/** Whether the browser keeps My photos' first row (its cookie, sent only with that page's requests). */
export function keepsFirstRow(cookie: string | undefined): boolean {
  return cookie !== undefined && FIRST_ROW_KEPT.test(cookie);
}

/**
 * index.html for the request's brand (no-cache), or 503 when the SPA has not been built; `route`, the route-table
 * page it is opened at, also asks for that screen's chunks (decision 260). My photos, opened by a browser that
 * keeps its first row, gets the page whose app the boot script starts once it has painted that row (decision 393;
 * `Vary: Cookie`, as the page differs by it).
 */
export function sendIndex(
  options: SpaOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  route?: RouteName,
): FastifyReply {
  const indexable = robotsFor(options.appEnv, request.method, request.url) === ROBOTS_INDEX;
  const photos = route === 'photos';
  const fromBoot = photos && keepsFirstRow(request.headers.cookie);
  const html = options.pages.page(request.brand, indexable, route, fromBoot);
  if (html === null) return sendGatewayError(reply, 503, 'spa_unavailable');
  if (photos) reply.header('vary', 'Cookie');
  return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** A GET for a page the route table does not list: still index.html when it asks for HTML and is no API path. */
export function wantsPageFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return !isReservedPath(path) && (request.headers.accept ?? '').includes('text/html');
}

/** A page path: its parameters are the SPA router's; the query is read by the SPA in the browser. */
function pageSchema(path: string) {
  return {
    params: paramsOf(paramNamesOf(path)),
    querystring: anyQuery("read by the SPA in the browser (e.g. the OIDC callback's code and state)"),
    response: {
      200: {
        description: "index.html of the request's brand",
        content: { 'text/html': { schema: { type: 'string' } } },
      },
      ...HOOK_RESPONSES,
      ...errorResponses(503),
    },
  };
}

/**
 * The built SPA: hashed `/assets/<name>` (asset-route.ts: immutable, from memory; a missing one is a 404), the
 * other files of the build root (favicons and the like, no-cache), and index.html on every route-table path.
 */
const spaPlugin: FastifyPluginCallback<SpaOptions> = (app, options, done) => {
  app.register(assetRoute, { files: options.assets });
  app.register(fastifyStatic, {
    root: options.spaDir,
    prefix: '/',
    wildcard: true,
    index: false,
    list: false,
    redirect: false,
    decorateReply: false,
    serveDotFiles: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text asset: served by Accept-Encoding, with Vary.
    preCompressed: true,
    // The variants of index.html are built per brand; the locales have their own route; source maps are for
    // developers and error tracking, not for the public, nor are the build's notes for the gateway (`.vite/`).
    allowedPath: (path) =>
      path !== '/index.html' &&
      !path.startsWith('/locales/') &&
      !path.endsWith('.map') &&
      !path.startsWith('/.vite/'),
    // The root's files (asset-route.ts answers every single name under assets/; the build writes no deeper path).
    setHeaders: (reply) => {
      reply.header('cache-control', 'no-cache');
    },
  });
  for (const { route, url } of SPA_ROUTES) {
    app.get(url, { schema: pageSchema(url) }, (request, reply) => sendIndex(options, request, reply, route));
  }
  done();
};

export default spaPlugin;
