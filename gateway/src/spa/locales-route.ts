import { join } from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, HOOK_RESPONSES, noBody, paramsOf } from '../http/route-schemas';
import { createHeldFiles, sendHeldFile } from './asset-route';

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
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `GET /locales/<ll-CC>.json` from `<spaDir>/locales/`. A brand locale without a file yet gets an empty catalogue
 * (its texts fall back to the en-GB defaults) rather than an error on every page load; any other name is a 404.
 * The catalogue is on every page's critical path (en-GB about 48 KB, 9 KB in brotli): each is read once, with the
 * build's `.br` and `.gz` twins, and then sent from memory like the build's hashed assets (decision 525); a
 * browser that has this build's answers 304. Like index.html, which it goes with, a catalogue rebuilt after it
 * was read is served by the next gateway.
 */
const localesRoute: FastifyPluginCallback<LocalesOptions> = (app, { spaDir, brandLocales }, done) => {
  const catalogues = createHeldFiles(join(spaDir, 'locales'), () => JSON_TYPE);
  app.get<{ Params: { file: string } }>(
    '/locales/:file',
    { schema: LOCALES_SCHEMA },
    async (request, reply) => {
      const locale = LOCALE_FILE.exec(request.params.file)?.[1];
      if (locale === undefined) return sendGatewayError(reply, 404);
      const built = await catalogues.get(`${locale}.json`);
      if (built === null && !brandLocales.has(locale)) return sendGatewayError(reply, 404);
      if (built !== null) return sendHeldFile(request, reply, built, 'no-cache');
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type(JSON_TYPE)
        .send(EMPTY_CATALOGUE);
    },
  );
  done();
};

export default localesRoute;
