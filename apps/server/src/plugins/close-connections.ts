import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the app is stopping, no connection outlives the answer it waits for. Node's `close()`
 * drops only idle connections: a keep-alive one whose request was in flight stays open for the
 * keep-alive timeout (72 s) after its answer, holding the shutdown past its 10 s limit.
 */
export const closeConnectionsPlugin = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    // Plain hooks (every answer runs them). Answers written from now on tell the client not to
    // reuse the connection...
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (stopping && !reply.raw.headersSent) reply.header('connection', 'close');
      done();
    });
    // ...and the connection of an answer already under way when the stop began ends with it.
    app.addHook('onResponse', (request, _reply, done) => {
      if (stopping) request.raw.socket.end();
      done();
    });
  },
  { name: 'close-connections' },
);
