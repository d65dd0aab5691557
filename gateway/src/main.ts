import { EnvError, type GatewayEnv, parseEnv } from './env';
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

try {
  await app.listen({ port: env.port, host: env.host });
} catch (error) {
  fail(`cannot listen on ${env.host}:${env.port}: ${error instanceof Error ? error.message : String(error)}`);
}

const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : env.port;
const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
console.log(`Gateway listening on http://${shownHost}:${port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
