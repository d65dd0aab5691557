import type { FastifyInstance } from 'fastify';
import { closeOnlyQuietConnections } from './quiet-connections';

export interface ShutdownOptions {
  /** How long in-flight requests and sockets get to finish. */
  graceMs: number;
  /** How long to keep serving while reporting not ready, so load balancers stop sending first. */
  delayMs: number;
}

const IDLE_SWEEP_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops the gateway the way a load balancer wants it (SIGTERM): /readyz turns 503 at once, and every answer from
 * then on carries `Connection: close`, so keep-alive clients leave by themselves, each after an answer (never
 * with a request lost on a connection closed under it); after `delayMs` (the load balancer's probe interval) the
 * listener stops accepting, push sockets are closed with 1001 (their clients reconnect, to another copy),
 * requests in flight run to their end (one more arriving on a kept-alive connection is still served, with
 * `Connection: close`), and every connection idle for a second (`QUIET_MS`) is closed: closing one the instant it
 * falls idle would reset a client sending its next request on it (issue 25 F10). Whatever still runs after
 * `graceMs` is cut. Resolves 'clean' when everything finished in time, 'forced' otherwise.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  options: ShutdownOptions,
): Promise<'clean' | 'forced'> {
  app.gateway.readiness.drain();
  app.gateway.fastPath.drain();
  app.log.info({ graceMs: options.graceMs, delayMs: options.delayMs }, 'shutting down');
  if (options.delayMs > 0) await sleep(options.delayMs);
  const server = app.server;
  const closeQuiet = closeOnlyQuietConnections(server);
  const sweep = setInterval(closeQuiet, IDLE_SWEEP_MS);
  const outcome = await Promise.race([
    app.close().then(() => 'clean' as const),
    sleep(options.graceMs).then(() => 'forced' as const),
  ]);
  clearInterval(sweep);
  if (outcome === 'forced') {
    app.log.warn('grace period over: cutting the connections still open');
    for (const client of app.websocketServer.clients) client.terminate();
    server.closeAllConnections();
  }
  return outcome;
}
