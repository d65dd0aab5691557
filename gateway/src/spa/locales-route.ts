import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, HOOK_RESPONSES, noBody, paramsOf } from '../http/route-schemas';
import { acceptedEncoding } from '../proxy/compression';
import { matches } from './asset-route';

const LOCALE_FILE = /^([a-z]{2}-[A-Z]{2})\.json$/;

export interface LocalesOptions {
  spaDir: string;
  /** The locales of the brands: each has a catalogue, empty while it is not translated. */
  brandLocales: ReadonlySet<string>;
}

const LOCALES_SCHEMA = {
  params: paramsOf(['file']),
  querystring: anyQuery('not read'),
  response: {
    200: {
      description:
        'the message catalogue: message id → the ICU message parsed at build time (its AST; ICU text from an unbuilt catalogue), sent as built, not re-serialised',
      type: 'object',
      additionalProperties: { anyOf: [{ type: 'array' }, { type: 'string' }] },
    },
    304: noBody('not modified: the If-None-Match names the ETag of what would be sent'),
    ...HOOK_RESPONSES,
    ...errorResponses(404),
  },
};

const EMPTY_CATALOGUE = Buffer.from('{}');

/**
 * `GET /locales/<ll-CC>.json` from `<spaDir>/locales/`. A brand locale without a file yet gets an empty catalogue
 * (its texts fall back to the en-GB defaults) rather than an error on every page load; any other name is a 404.
 * The build's `.br` and `.gz` twins are sent to a browser that accepts them.
 */
const localesRoute: FastifyPluginCallback<LocalesOptions> = (app, { spaDir, brandLocales }, done) => {
  app.get<{ Params: { file: string } }>(
    '/locales/:file',
    { schema: LOCALES_SCHEMA },
    async (request, reply) => {
      const locale = LOCALE_FILE.exec(request.params.file)?.[1];
      if (locale === undefined) return sendGatewayError(reply, 404);
      const file = join(spaDir, 'locales', `${locale}.json`);
      const built = await stat(file).catch(() => null);
      if (built === null && !brandLocales.has(locale)) return sendGatewayError(reply, 404);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (built === null) return reply.type('application/json; charset=utf-8').send(EMPTY_CATALOGUE);
      // The catalogue is on every page's critical path (en-GB about 48 KB, 9 KB in brotli): the build's compressed
      // twin when the browser takes it, else the file as built; a browser that has this build's answers 304.
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const version = `${built.size.toString(36)}-${Math.trunc(built.mtimeMs).toString(36)}`;
      const twin =
        encoding === null
          ? null
          : await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
      const etag = `"${version}${twin === null ? '' : `-${encoding}`}"`;
      reply.header('etag', etag);
      if (twin !== null) reply.header('content-encoding', encoding);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = twin ?? (await readFile(file).catch(() => null));
      if (body === null) return sendGatewayError(reply, 404);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
  done();
};

export default localesRoute;
