// The simulated fleet as a bench drives it: client processes, each with its share of the screens.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts `processes` fleet clients for screens `first` to `first + screenCount - 1` of `salt`;
 * `ask` sends every client the same request and answers their replies, `close` ends them.
 * Another bench may run its own client script, with arguments of its own after the screens'.
 */
export async function startFleet(
  baseUrl,
  salt,
  screenCount,
  processes,
  { client = path.join(here, 'fleet-client.mjs'), args = [], first = 0 } = {},
) {
  const share = Math.ceil(screenCount / processes);
  const end = first + screenCount;
  const clients = [];
  for (let from = first; from < end; from += share) {
    const to = Math.min(end, from + share);
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

/** Fleets (on different server processes, say) driven as one: replies of all, in order. */
export function joinFleets(fleets) {
  return {
    ask: async (request) => (await Promise.all(fleets.map((f) => f.ask(request)))).flat(),
    close: () => Promise.all(fleets.map((f) => f.close())),
  };
}

/**
 * What the fleet heard ([screen index, wall-clock ms, type] of each "content changed" or trigger
 * value) until it has been quiet for `quietMs`, at most 30 s.
 */
export async function heardUntilQuiet(fleet, quietMs) {
  const heard = [];
  const deadline = Date.now() + 30_000;
  let lastNews = Date.now();
  while (Date.now() - lastNews < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const news = (await fleet.ask({ type: 'content' })).flatMap((reply) => reply.heard);
    if (news.length) lastNews = Date.now();
    heard.push(...news);
  }
  return heard;
}
