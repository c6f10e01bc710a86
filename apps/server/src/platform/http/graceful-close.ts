import fp from 'fastify-plugin';

/**
 * While the server closes, answers still in flight tell the client to drop the connection.
 * Otherwise a kept-alive connection holds the close open until its idle bound (30 s), and
 * the database closes only after that. The fast paths stop answering, so that every answer
 * says so.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let isClosing = false;
    app.addHook('preClose', async () => {
      isClosing = true;
      app.fastPaths.close();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isClosing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
