import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { ProxyFastPath } from './fast-path';
import type { Upstreams } from './upstreams';

export interface ProxyLifecycleOptions {
  fastPath: ProxyFastPath;
  upstreams: Upstreams;
}

/**
 * When the gateway closes: the fast path stops taking requests at once (Fastify then refuses new ones), and the
 * upstream connection pools close at the end.
 */
const proxyLifecyclePlugin: FastifyPluginCallback<ProxyLifecycleOptions> = (app, options, done) => {
  app.addHook('preClose', (next) => {
    options.fastPath.stop();
    next();
  });
  app.addHook('onClose', async () => {
    await options.upstreams.close();
  });
  done();
};

export default fp(proxyLifecyclePlugin, { name: 'gateway-proxy-lifecycle', fastify: '5.x' });
