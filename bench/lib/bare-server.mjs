// The yardstick: a Fastify route with nothing behind it, on the same machine and Node.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
