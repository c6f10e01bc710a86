// One process of the simulated fleet: screens `from` to `to` (argv) connect to the gateway's
// WebSocket with their credential cookie, answer every command with an acknowledgement at once,
// note when each hears its content changed (or a trigger's value, which tells it without a new
// manifest), and beat when told. It talks to the bench over IPC:
// 'connect', 'beat', 'commands', 'content', 'close'.
import WebSocket from 'ws';
import { screenCredential } from './fleet-seed.mjs';

const [baseUrl, salt, from, to] = process.argv.slice(2);
const socketUrl = `${baseUrl.replace(/^http/, 'ws')}/screen-api/socket`;
const screens = [];
/** Wall-clock ms at which each command reached a screen. */
const commandTimes = [];
/** [screen index, wall-clock ms, message type] of each "content changed" or trigger value heard. */
const contentTimes = [];
let beatsSent = 0;

const status = {
  resolution: { width: 1920, height: 1080 },
  orientation: 'Landscape',
  userAgent: 'bench screen',
  appVersion: 'bench',
  playlistHashCode: null,
  lastInUseHashCode: null,
  errors: [],
  nowPlaying: [],
};

function connect(index) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, {
      headers: { cookie: `marquee_screen=${screenCredential(salt, index)}` },
      perMessageDeflate: false,
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'state') {
        if (message.isPaired) resolve(socket);
        else reject(new Error(`Screen ${index} is not paired`));
      } else if (message.type === 'command') {
        commandTimes.push(performance.timeOrigin + performance.now());
        const { commandId } = message.command;
        socket.send(JSON.stringify({ type: 'ack', commandId, ok: true }));
      } else if (message.type === 'contentChanged' || message.type === 'triggerValue') {
        contentTimes.push([index, performance.timeOrigin + performance.now(), message.type]);
      }
    });
    socket.on('error', reject);
  });
}

/** Connects every screen, at most `parallel` handshakes at a time. */
async function connectAll(parallel = 100) {
  let next = Number(from);
  const worker = async () => {
    while (next < Number(to)) screens.push(await connect(next++));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Every screen beats every `everyMs` for `forMs`, spread evenly over the interval. */
async function beat(everyMs, forMs) {
  const message = JSON.stringify({ type: 'heartbeat', status });
  const end = Date.now() + forMs;
  const timers = screens.map((socket, index) => {
    const first = (index / screens.length) * everyMs;
    const send = () => {
      if (Date.now() >= end) return;
      socket.send(message);
      beatsSent += 1;
    };
    return setTimeout(() => {
      send();
      timers[index] = setInterval(send, everyMs);
    }, first);
  });
  await new Promise((resolve) => setTimeout(resolve, forMs));
  for (const timer of timers) clearInterval(timer);
}

process.on('message', async (request) => {
  try {
    if (request.type === 'connect') {
      await connectAll();
      process.send({ type: 'connected', count: screens.length });
    } else if (request.type === 'beat') {
      beatsSent = 0;
      await beat(request.everyMs, request.forMs);
      process.send({ type: 'beaten', beatsSent });
    } else if (request.type === 'commands') {
      process.send({ type: 'commands', times: commandTimes.splice(0) });
    } else if (request.type === 'content') {
      process.send({ type: 'content', heard: contentTimes.splice(0) });
    } else if (request.type === 'close') {
      for (const socket of screens) socket.terminate();
      process.exit(0);
    }
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.message ?? error) });
  }
});
process.send({ type: 'ready' });
