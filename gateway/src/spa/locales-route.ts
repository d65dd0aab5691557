import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, HOOK_RESPONSES, paramsOf } from '../http/route-schemas';
import { acceptedEncoding } from '../proxy/compression';

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
      description: 'the message catalogue: message id → ICU message (sent as built, not re-serialised)',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
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
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch {
        if (!brandLocales.has(locale)) return sendGatewayError(reply, 404);
        body = EMPTY_CATALOGUE;
      }
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      // The catalogue is on every page's critical path (en-GB about 48 KB, 9 KB in brotli): the build's compressed
      // twin when the browser takes it, else the file as built.
      const encoding = body === EMPTY_CATALOGUE ? null : acceptedEncoding(request.headers['accept-encoding']);
      if (encoding !== null) {
        const compressed = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
        if (compressed !== null) {
          body = compressed;
          reply.header('content-encoding', encoding);
        }
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
  done();
};

export default localesRoute;
