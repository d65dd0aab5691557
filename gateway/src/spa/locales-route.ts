import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';

const LOCALE_FILE = /^([a-z]{2}-[A-Z]{2})\.json$/;

/** `GET /locales/<ll-CC>.json` from `<spaDir>/locales/`; any other name, or a missing file, is a JSON 404. */
const localesRoute: FastifyPluginCallback<{ spaDir: string }> = (app, { spaDir }, done) => {
  app.get<{ Params: { file: string } }>(
    '/locales/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] } } },
    async (request, reply) => {
      const locale = LOCALE_FILE.exec(request.params.file)?.[1];
      if (locale === undefined) return sendGatewayError(reply, 404);
      let body: Buffer;
      try {
        body = await readFile(join(spaDir, 'locales', `${locale}.json`));
      } catch {
        return sendGatewayError(reply, 404);
      }
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
    },
  );
  done();
};

export default localesRoute;
