// The simulated fleet as a bench drives it: client processes, each with its share of the screens.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts `processes` fleet clients for screens 0 to `screenCount` - 1 of `salt`; `ask` sends
 * every client the same request and answers their replies, `close` ends them. Another bench
 * may run its own client script, with arguments of its own after the screens'.
 */
export async function startFleet(
  baseUrl,
  salt,
  screenCount,
  processes,
  { client = path.join(here, 'fleet-client.mjs'), args = [] } = {},
) {
  const share = Math.ceil(screenCount / processes);
  const clients = [];
  for (let from = 0; from < screenCount; from += share) {
    const to = Math.min(screenCount, from + share);
    const child = fork(client, [baseUrl, salt, `${from}`, `${to}`, ...args]);
    await once(child, 'message');
    clients.push(child);
  }
  const ask = (request) =>
    Promise.all(
      clients.map(async (child) => {
        child.send(request);
        const [reply] = await once(child, 'message');
        if (reply.type === 'failed') throw new Error(`A fleet client failed: ${reply.message}`);
        return reply;
      }),
    );
  const close = () =>
    Promise.all(
      clients.map((child) => {
        if (child.exitCode !== null) return undefined;
        child.send({ type: 'close' });
        return once(child, 'exit');
      }),
    );
  return { ask, close };
}
