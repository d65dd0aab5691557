/**
 * The production topology on one machine, without Docker: redis-server, the emulator, two gateway copies on
 * Redis and nginx balancing over them (Debian's redis-server and nginx-light). The same shape as
 * docker-compose.yml; the SPA must be built (`npm run build`).
 *
 *   node --import tsx scripts/topology.ts
 *
 * Ports (env): PORT 8080 (nginx, open this), INTERNAL_PORT 9090 (nginx, push ingest), EMULATOR_PORT 8090,
 * REDIS_PORT 6390, GATEWAY_PORTS 8081,8082 and GATEWAY_INTERNAL_PORTS 9081,9082 (the copies).
 */
import { startTopology } from './lib/topology';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map(Number);

const publicPorts = list('GATEWAY_PORTS', '8081,8082');
const internalPorts = list('GATEWAY_INTERNAL_PORTS', '9081,9082');
if (publicPorts.length !== internalPorts.length || publicPorts.some((p) => !Number.isInteger(p))) {
  console.error('topology: GATEWAY_PORTS and GATEWAY_INTERNAL_PORTS must list as many ports as each other');
  process.exit(1);
}

const topology = await startTopology({
  ports: {
    public: port('PORT', 8080),
    internal: port('INTERNAL_PORT', 9090),
    emulator: port('EMULATOR_PORT', 8090),
    redis: port('REDIS_PORT', 6390),
    gateways: publicPorts.map((p, i) => ({ port: p, internalPort: internalPorts[i] ?? 0 })),
  },
  stdout: 'inherit',
}).catch((error: unknown) => {
  console.error(`topology: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(
  [
    '',
    `Open ${topology.url.replace('127.0.0.1', 'localhost')} (nginx over ${topology.gateways.length} gateway copies: ${topology.gateways.map((g) => g.port).join(', ')})`,
    `Push ingest (nginx → the copies' internal listeners): ${topology.internalUrl}/internal/push`,
    `Redis: ${topology.redisUrl}; emulator: ${topology.emulatorUrl}`,
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void topology.stop().then(() => process.exit(0));
  });
}
