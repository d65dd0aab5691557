import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayContext } from '../context';
import { whenReady } from '../redis/redis-connection';
import { trackConnections } from './quiet-connections';

const REDIS_START_WAIT_MS = 5000;

/**
 * The gateway's lifecycle. Start: Redis is given a few seconds to connect (the gateway starts without it and
 * keeps trying), then readiness may turn true. Close: readiness turns false; requests still arriving on open connections are served with
 * `Connection: close` (the fast path's and Fastify's, `return503OnClosing: false`), so nothing a client already
 * sent fails; the upstream pools, Redis and the counters close at the end.
 */
const lifecyclePlugin: FastifyPluginCallback<GatewayContext> = (app, context, done) => {
  trackConnections(app.server);
  app.addHook('onReady', async () => {
    if (context.redis !== null && !(await whenReady(context.redis, REDIS_START_WAIT_MS))) {
      context.log.warn('Redis is not reachable yet: push relay and shared rate limits wait for it');
    }
    context.readiness.start();
  });
  app.addHook('preClose', (next) => {
    context.readiness.drain();
    context.fastPath.drain();
    next();
  });
  app.addHook('onClose', async () => {
    await context.upstreams.close();
    await context.close();
  });
  done();
};

export default fp(lifecyclePlugin, { name: 'gateway-lifecycle', fastify: '5.x' });
