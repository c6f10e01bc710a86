import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stop } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs the bare Fastify route (the yardstick) until `use({ url, pid })` is done. */
export async function withBareServer(use) {
  const bare = await startProcess([path.join(here, 'bare-server.mjs')]);
  try {
    return await use({ url: `http://127.0.0.1:${bare.line}/bare`, pid: bare.child.pid });
  } finally {
    await stop(bare.child);
  }
}
