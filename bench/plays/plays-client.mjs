// One process of the simulated fleet for the plays bench: screens `from` to `to` (argv) connect
// with their credential cookie and send batches of plays. It talks to the bench over IPC: 'connect',
// 'stream' (batches of a size back to back for some seconds), 'paced' (a batch every so often),
// 'drain' (a backlog per screen), 'close'.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { screenCredential } from '../screens/fleet-seed.mjs';

const [baseUrl, salt, from, to, mediaCodes] = process.argv.slice(2);
const media = mediaCodes.split(',');
const socketUrl = `${baseUrl.replace(/^http/, 'ws')}/screen-api/socket`;
/** Per screen: its socket, and what settles its batch on its way. */
const screens = [];

function connect(index) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, {
      headers: { cookie: `marquee_screen=${screenCredential(salt, index)}` },
      perMessageDeflate: false,
    });
    const screen = { socket, waiting: new Map() };
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'state') {
        if (message.isPaired) resolve(screen);
        else reject(new Error(`Screen ${index} is not paired`));
      } else if (message.type === 'playsAck') {
        screen.waiting.get(message.batchId)?.(message);
        screen.waiting.delete(message.batchId);
      }
    });
    socket.on('error', reject);
  });
}

async function connectAll(parallel = 100) {
  let next = Number(from);
  const worker = async () => {
    while (next < Number(to)) screens.push(await connect(next++));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

function playsOf(count, startMs) {
  return Array.from({ length: count }, (_, n) => ({
    playId: randomUUID(),
    mediaCode: media[n % media.length],
    layerCode: 'benchlayer',
    startedAt: new Date(startMs + n * 10_000).toISOString(),
    durationMs: 10_000,
    broadcastCode: null,
    groupCode: null,
    triggerCode: null,
    source: 'schedule',
  }));
}

/** Sends one batch and answers its ack and how long it took. */
function send(screen, plays) {
  const batchId = randomUUID();
  const start = performance.now();
  return new Promise((resolve) => {
    screen.waiting.set(batchId, (ack) => resolve({ ack, ms: performance.now() - start }));
    screen.socket.send(JSON.stringify({ type: 'plays', batchId, plays }));
  });
}

/** Every screen sends batches of `size` back to back for `forMs`; answers plays and ack times. */
async function stream(size, forMs) {
  const end = Date.now() + forMs;
  const ackMs = [];
  let accepted = 0;
  await Promise.all(
    screens.map(async (screen, index) => {
      // Spread the first batches over a second, as screens' timers are.
      await new Promise((resolve) => setTimeout(resolve, (index / screens.length) * 1000));
      while (Date.now() < end) {
        const { ack, ms } = await send(screen, playsOf(size, Date.now() - 3600_000));
        accepted += ack.accepted;
        ackMs.push(ms);
      }
    }),
  );
  return { accepted, ackMs };
}

/**
 * Every screen sends a batch of `size` every `everyMs` for `forMs`, as screens do in service:
 * the load offered is fixed, so the ack times are the gateway's answer to it, not a queue's
 * length. A screen whose last batch is still unanswered when its next is due sends it anyway.
 */
async function paced(size, everyMs, forMs) {
  const end = Date.now() + forMs;
  const ackMs = [];
  let accepted = 0;
  await Promise.all(
    screens.map(async (screen, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / screens.length) * everyMs));
      const sent = [];
      for (let due = Date.now(); due < end; due += everyMs) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
        sent.push(
          send(screen, playsOf(size, Date.now() - 3600_000)).then(({ ack, ms }) => {
            accepted += ack.accepted;
            ackMs.push(ms);
          }),
        );
      }
      await Promise.all(sent);
    }),
  );
  return { accepted, ackMs };
}

/** Every screen sends a backlog of `backlog` plays in batches of at most `size`. */
async function drain(backlog, size) {
  let accepted = 0;
  const start = Date.now() - 3 * 3600_000;
  await Promise.all(
    screens.map(async (screen) => {
      const plays = playsOf(backlog, start);
      for (let at = 0; at < plays.length; at += size) {
        const { ack } = await send(screen, plays.slice(at, at + size));
        accepted += ack.accepted;
      }
    }),
  );
  return { accepted };
}

process.on('message', async (request) => {
  try {
    if (request.type === 'connect') {
      await connectAll();
      process.send({ type: 'connected', count: screens.length });
    } else if (request.type === 'stream') {
      process.send({ type: 'streamed', ...(await stream(request.size, request.forMs)) });
    } else if (request.type === 'paced') {
      const { size, everyMs, forMs } = request;
      process.send({ type: 'paced', ...(await paced(size, everyMs, forMs)) });
    } else if (request.type === 'drain') {
      process.send({ type: 'drained', ...(await drain(request.backlog, request.size)) });
    } else if (request.type === 'close') {
      for (const { socket } of screens) socket.terminate();
      process.exit(0);
    }
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.message ?? error) });
  }
});
process.send({ type: 'ready' });
