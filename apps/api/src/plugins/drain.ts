/**
 * Closing while answering (a rolling restart behind a load balancer). Node's `server.close()` stops
 * accepting connections and ends the keep-alive connections idle at that moment; a connection busy
 * with a request stays open after its answer until the client drops it — the client's keep-alive
 * timeout, about 70 s with Node's fetch and often 60 s with a load balancer — so `app.close()` waited
 * that long and server.ts's grace period ended every restart under load in a forced exit.
 *
 * While the app closes, every answer says `Connection: close` (the client opens its next connection
 * elsewhere), and each answer sent ends the connections left idle, so the close ends with the last
 * answer under way.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const drain: FastifyPluginAsync = async (fastify) => {
  let isClosing = false;
  fastify.addHook('preClose', async () => {
    isClosing = true;
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
  fastify.addHook('onResponse', async () => {
    // An answer already on its way when the close began went out keep-alive: its connection is idle only now.
    if (isClosing) setImmediate(() => fastify.server.closeIdleConnections());
  });
};

export const drainPlugin = fp(drain, { name: 'drain', fastify: '5.x' });
