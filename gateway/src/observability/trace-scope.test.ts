import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { createTokenVerifier } from '../push/token-verifier';
import { buildServer } from '../server';
import { attributeOf, SPAN_KIND, startCollector } from '../test/otlp-collector';
import { captureLogs, listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';
import { type RequestTrace, runInTrace } from './trace-scope';
import { startTracing } from './tracing';

let servers: TestServer[] = [];
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/** The gateway's own logger (its mixin included), writing into memory. */
const memoryLogger = () => captureLogs((stream) => createLogger('info', stream));

/** A server that answers 503 to everything and records each call's path and traceparent. */
async function recordingServer() {
  const calls: { path: string; traceparent: string | undefined }[] = [];
  const server = await startServer((req, res) => {
    calls.push({ path: req.url ?? '', traceparent: req.headers.traceparent as string | undefined });
    res.writeHead(503).end();
  });
  servers.push(server);
  return { ...server, calls };
}

describe('a traced request', () => {
  it('writes its trace and span ids on every log line, and its public-config call is a span under it', async () => {
    const collector = await startCollector();
    const publicConfig = await recordingServer();
    servers.push(collector);
    const { logger, lines } = memoryLogger();
    app = await buildServer(testOptions({ logger, publicConfigUpstream: publicConfig.url }));
    (await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }))?.attach(app);
    const base = await listen(app);

    const res = await rawRequest(base, '/config.json', { headers: { host: 'albelli-uk.localhost' } });
    expect(res.status).toBe(200);
    await app.close(); // flushes the spans
    app = undefined;

    const server = collector.spans.find((s) => s.name === 'GET /config.json');
    const call = collector.spans.find((s) => s.name === 'GET public-config');
    expect(server?.kind).toBe(SPAN_KIND.server);
    expect(call).toMatchObject({
      kind: SPAN_KIND.client,
      traceId: server?.traceId,
      parentSpanId: server?.spanId,
    });
    expect(attributeOf(call, 'http.response.status_code')).toBe(503);
    // The public-config service was told the call's span, so its own spans join the trace.
    expect(publicConfig.calls[0]?.traceparent).toBe(`00-${call?.traceId}-${call?.spanId}-01`);

    // The warning is logged by the config cache (it is not handed the request) and the request line by the
    // gateway's own writer: both name the request's trace.
    const ids = { trace_id: server?.traceId, span_id: server?.spanId };
    expect(
      lines().find((l) => l.msg === 'public-config unavailable: serving the fallback config'),
    ).toMatchObject(ids);
    expect(lines().find((l) => l.msg === 'request' && l.url === '/config.json')).toMatchObject(ids);
  });

  it('makes the identity provider’s discovery a span of the bff sign-in that needed it', async () => {
    const collector = await startCollector();
    const provider = await recordingServer();
    servers.push(collector);
    const authority = `${provider.url}/oidc`;
    const options = testOptions({
      oidc: { authority, clientId: 'c', issuer: authority, jwksUrl: `${authority}/jwks` },
    });
    const bff = { clientId: 'bff', clientSecret: 'a-client-secret-16', cookieSecret: 'x'.repeat(32) };
    app = await buildServer({
      ...options,
      bff: { ...bff, idleTimeoutMs: 60_000, absoluteTimeoutMs: 600_000 },
    });
    (await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }))?.attach(app);
    const base = await listen(app);

    await rawRequest(base, '/bff/login', { headers: { host: 'albelli-uk.localhost' } });
    await app.close();
    app = undefined;

    const server = collector.spans.find((s) => s.name === 'GET /bff');
    const discovery = collector.spans.find((s) => s.name === 'identity-provider');
    expect(discovery).toMatchObject({
      kind: SPAN_KIND.client,
      traceId: server?.traceId,
      parentSpanId: server?.spanId,
    });
    expect(attributeOf(discovery, 'url.path')).toBe('/oidc/.well-known/openid-configuration');
    expect(provider.calls[0]?.traceparent).toBe(`00-${discovery?.traceId}-${discovery?.spanId}-01`);
  });
});

describe('the trace scope', () => {
  /** A request's trace that records the calls started under it. */
  function fakeTrace() {
    const started: { name: string; attributes: Readonly<Record<string, string>>; ended?: number }[] = [];
    const trace: RequestTrace = {
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      startCall(name, attributes) {
        const call: (typeof started)[number] = { name, attributes };
        started.push(call);
        return {
          traceparent: `00-${'a'.repeat(32)}-${'c'.repeat(16)}-01`,
          end: (status) => {
            call.ended = status;
          },
          fail: () => undefined,
        };
      },
    };
    return { trace, started };
  }

  it('puts the ids on lines logged after an await inside it, and none outside it', async () => {
    const { logger, lines } = memoryLogger();
    const { trace } = fakeTrace();
    logger.info('before');
    await runInTrace(Object.create(null), trace, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info('later, inside');
    });
    logger.info('after');
    const [before, inside, after] = lines();
    expect(before).not.toHaveProperty('trace_id');
    expect(inside).toMatchObject({ msg: 'later, inside', trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16) });
    expect(after).not.toHaveProperty('trace_id');
  });

  it('makes the JWKS fetch of a token check a call of the request, its traceparent sent', async () => {
    const jwks = await recordingServer();
    const verify = createTokenVerifier({
      jwksUrl: `${jwks.url}/oidc/jwks`,
      issuer: 'http://issuer.test',
      type: 'at+jwt',
      cooldownMs: 0,
      cacheMaxAgeMs: 60_000,
    });
    // Its signature is never checked: the keys do not come.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'RS256', kid: 'k', typ: 'at+jwt' })}.${part({ sub: 'u' })}.c2ln`;
    const { trace, started } = fakeTrace();
    await expect(runInTrace(Object.create(null), trace, () => verify(token))).rejects.toThrow();
    expect(started).toEqual([
      { name: 'GET jwks', attributes: expect.objectContaining({ 'url.path': '/oidc/jwks' }), ended: 503 },
    ]);
    expect(jwks.calls[0]?.traceparent).toBe(`00-${'a'.repeat(32)}-${'c'.repeat(16)}-01`);
  });
});
