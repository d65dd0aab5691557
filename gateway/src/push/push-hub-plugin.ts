import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { PushHub } from './push-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hub the push relay delivers from (tests publish through it). */
    pushHub: PushHub;
  }
}

/** Makes the push hub the gateway's (`app.pushHub`) and closes it with the gateway. */
const pushHubPlugin: FastifyPluginCallback<{ hub: PushHub }> = (app, { hub }, done) => {
  app.decorate('pushHub', hub);
  app.addHook('onClose', async () => {
    await hub.close();
  });
  done();
};

export default fp(pushHubPlugin, { name: 'gateway-push-hub', fastify: '5.x' });
