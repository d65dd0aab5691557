import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from './redact-url';

/** One line per request: method, URL without secrets, status, duration, correlation id and brand. */
export type RequestLineWriter = (
  req: IncomingMessage,
  status: number,
  ms: number,
  correlationId: string,
  brandId: string | undefined,
) => void;

export function createRequestLineWriter(log: Logger): RequestLineWriter {
  if (!log.isLevelEnabled('info')) return () => {};
  // The line's fields are fixed and hold no secret (the URL is redacted here), so the logger's path redaction,
  // which costs more than the rest of the line, is skipped for it.
  const lines = log.child({}, { redact: { paths: [] } });
  return (req, status, ms, correlationId, brandId) => {
    lines.info(
      {
        method: req.method,
        url: redactUrl(req.url ?? ''),
        status,
        ms: Math.round(ms * 10) / 10,
        correlationId,
        brand: brandId,
      },
      'request',
    );
  };
}

/** Replaces Fastify's two lines per request (incoming + completed) with the gateway's single line. */
export class GatewayLogController extends LogController {
  readonly #write: RequestLineWriter;

  constructor(write: RequestLineWriter) {
    super();
    this.#write = write;
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    this.#write(request.raw, reply.statusCode, reply.elapsedTime, request.id, request.brand?.id);
  }
}
