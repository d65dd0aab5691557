import { EnvError, type GatewayEnv, parseEnv } from './env';
import { shutDownGracefully } from './lifecycle/graceful-shutdown';
import { startTracing } from './observability/tracing';
import { buildServer } from './server';

function fail(message: string): never {
  console.error(`gateway: ${message}`);
  process.exit(1);
}

let env: GatewayEnv;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) fail(`bad environment: ${error.message}`);
  throw error;
}

const app = await buildServer(env.options).catch((error: unknown) =>
  fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`),
);
// Traces only with OTEL_EXPORTER_OTLP_ENDPOINT; otherwise nothing is loaded (observability/tracing.ts).
(await startTracing(process.env))?.attach(app);

try {
  await app.listen({ port: env.port, host: env.host });
} catch (error) {
  fail(`cannot listen on ${env.host}:${env.port}: ${error instanceof Error ? error.message : String(error)}`);
}
try {
  await app.internal.listen({ port: env.internal.port, host: env.internal.host });
} catch (error) {
  fail(
    `cannot listen on ${env.internal.host}:${env.internal.port} (INTERNAL_PORT): ${error instanceof Error ? error.message : String(error)}`,
  );
}

const portOf = (address: ReturnType<typeof app.server.address>, fallback: number) =>
  typeof address === 'object' && address !== null ? address.port : fallback;
const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
console.log(`Gateway listening on http://${shownHost}:${portOf(app.server.address(), env.port)}`);
console.log(
  `Internal listener (metrics, readiness, push ingest) on http://${env.internal.host}:${portOf(app.internal.server.address(), env.internal.port)}`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Whatever happens, the process is gone a little after its grace period.
    setTimeout(() => process.exit(1), env.shutdown.delayMs + env.shutdown.graceMs + 5000).unref();
    shutDownGracefully(app, env.shutdown).then(
      (outcome) => process.exit(outcome === 'clean' ? 0 : 1),
      () => process.exit(1),
    );
  });
}
