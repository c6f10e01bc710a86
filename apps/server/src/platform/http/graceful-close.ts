import fp from 'fastify-plugin';

/**
 * While the server closes, answers still in flight tell the client to drop the connection.
 * Otherwise a kept-alive connection holds the close open until its idle timeout (72 s), and
 * the database closes only after that.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let isClosing = false;
    app.addHook('preClose', async () => {
      isClosing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (isClosing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
