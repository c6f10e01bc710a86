// npm run bench:screens: the screen gateway's targets (issue 10) against the built server in
// production mode on a fresh PostgreSQL database (dropped afterwards), beside a bare Fastify route,
// on loopback only. 10,000 paired screens (seeded by SQL) connect over WebSocket from a few client
// processes to a server started after they were paired; the run measures the server's memory per
// screen, unchanged-manifest polls (304) against the bare route, heartbeats, and how long a reboot
// command to every screen takes to be delivered and acknowledged.
import { randomBytes } from 'node:crypto';
import { withBareServer } from '../lib/bare-server-run.mjs';
import { load } from '../lib/load.mjs';
import { machineLoad, residentMb } from '../lib/processes.mjs';
import {
  ownerEmail,
  seedPassword,
  withDatabaseClient,
  withFreshDatabase,
  withServer,
} from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { percentile } from '../lib/statistics.mjs';
import { startFleet } from './fleet.mjs';
import {
  screenCredential,
  screenPlayerCode,
  seedScreens,
  waitForManifests,
} from './fleet-seed.mjs';

const screenCount = Number(process.env.BENCH_SCREENS ?? 10_000);
const clientProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const at = { connections: 50, seconds };
/** Rounds of the bare route and the poll, one right after the other (see measureManifest). */
const pollRounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long the connected screens stay quiet before the memory they hold is read. */
const settleMs = 15_000;
/** The stress beat: every screen every 5 s (the gateway asks for 30 s), for 15 s. */
const beatEveryMs = 5_000;
const beatForMs = 15_000;
/** The players call takes at most this many codes at once. */
const codesPerCall = 500;

/**
 * Polls of an unchanged manifest (one screen's credential and the ETag it holds), in rounds that
 * each load the bare route right before: on a shared machine the bare figure moves by half from
 * one minute to the next, and a share is only as good as the bare figure beside it.
 */
async function measureManifest(baseUrl, pid, salt, bareServer) {
  const cookie = `marquee_screen=${screenCredential(salt, 0)}`;
  const first = await fetch(`${baseUrl}/screen-api/manifest`, { headers: { cookie } });
  if (!first.ok) throw new Error(`The manifest answered ${first.status}`);
  const etag = first.headers.get('etag');
  const check = await fetch(`${baseUrl}/screen-api/manifest`, {
    headers: { cookie, 'if-none-match': etag },
  });
  if (check.status !== 304) throw new Error(`An unchanged manifest answered ${check.status}`);
  const rounds = [];
  for (let round = 0; round < pollRounds; round += 1) {
    const bare = await load(bareServer.url, {}, bareServer.pid, at);
    const poll = await load(
      `${baseUrl}/screen-api/manifest`,
      { cookie, 'if-none-match': etag },
      pid,
      at,
    );
    rounds.push({ bare, poll, share: (100 * poll.rate) / bare.rate });
  }
  return rounds;
}

/** Every screen beats every 5 s for 15 s; then all their beats must be stored. */
async function measureHeartbeats(fleet, db) {
  const {
    rows: [{ now: start }],
  } = await db.query('select now()');
  const replies = await fleet.ask({ type: 'beat', everyMs: beatEveryMs, forMs: beatForMs });
  const sent = replies.reduce((sum, reply) => sum + reply.beatsSent, 0);
  // The gateway writes the gathered beats every 5 s.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const {
    rows: [{ stored }],
  } = await db.query('select count(*)::int as stored from players where last_heartbeat_at >= $1', [
    start,
  ]);
  return { rate: sent / (beatForMs / 1000), stored };
}

/** A reboot for every screen through the players API; times until each ack is stored. */
async function measureCommand(baseUrl, fleet, db) {
  const token = await signIn(baseUrl, ownerEmail, seedPassword);
  const codes = Array.from({ length: screenCount }, (_, index) => screenPlayerCode(index));
  const start = performance.timeOrigin + performance.now();
  await Promise.all(
    Array.from({ length: Math.ceil(codes.length / codesPerCall) }, async (_, call) => {
      const response = await fetch(`${baseUrl}/api/players/rebootplayers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          PlayerCodes: codes.slice(call * codesPerCall, (call + 1) * codesPerCall),
        }),
      });
      if (response.status !== 202) throw new Error(`rebootplayers answered ${response.status}`);
    }),
  );
  const issued = performance.timeOrigin + performance.now() - start;
  const deadline = Date.now() + 60_000;
  let acked = 0;
  while (acked < screenCount && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await db.query(
      "select count(*)::int as acked from screen_commands where kind = 'reboot' and acked_at is not null",
    );
    acked = rows[0].acked;
  }
  const { rows } = await db.query(
    `select extract(epoch from acked_at) * 1000 - $1 as ms from screen_commands
     where kind = 'reboot' and acked_at is not null`,
    [start],
  );
  const ackTimes = rows.map((row) => Number(row.ms));
  const received = (await fleet.ask({ type: 'commands' })).flatMap((reply) =>
    reply.times.map((time) => time - start),
  );
  return {
    issued,
    acked,
    receivedP99: percentile(received, 99),
    ackP50: percentile(ackTimes, 50),
    ackP99: percentile(ackTimes, 99),
    ackMax: Math.max(...ackTimes),
  };
}

async function measureGateway(databaseUrl, bareServer) {
  const salt = randomBytes(12).toString('base64url');
  // The fleet connects to a process that starts after its screens were paired, as after a
  // restart: the first process seeds the demo and builds the seeded screens' manifests.
  await withServer(databaseUrl, {}, () =>
    withDatabaseClient(databaseUrl, async (db) => {
      await seedScreens(db, ownerEmail, salt, screenCount);
      await waitForManifests(db);
    }),
  );
  return withServer(databaseUrl, {}, async ({ baseUrl, pid }) =>
    withDatabaseClient(databaseUrl, async (db) => {
      // Warm, as a server that has answered a few calls is.
      await signIn(baseUrl, ownerEmail, seedPassword);
      const rssBefore = await residentMb(pid);
      const fleet = await startFleet(baseUrl, salt, screenCount, clientProcesses);
      try {
        const connectStart = performance.now();
        const connected = (await fleet.ask({ type: 'connect' })).reduce(
          (sum, reply) => sum + reply.count,
          0,
        );
        const connectSeconds = (performance.now() - connectStart) / 1000;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const rssConnected = await residentMb(pid);
        // What holding the screens costs once the garbage of connecting them all at once is
        // collected: the screens stay connected and quiet meanwhile, as between their beats.
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const rssSettled = await residentMb(pid);
        const manifest = await measureManifest(baseUrl, pid, salt, bareServer);
        const heartbeats = await measureHeartbeats(fleet, db);
        const command = await measureCommand(baseUrl, fleet, db);
        const rssAfter = await residentMb(pid);
        // The stress beats and the reboot leave garbage in the old generation until V8's
        // memory reducer collects it once the traffic stops, as with the connecting burst.
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const rssAfterSettled = await residentMb(pid);
        return {
          connected,
          connectSeconds,
          rssBefore,
          rssConnected,
          rssSettled,
          rssAfter,
          rssAfterSettled,
          manifest,
          heartbeats,
          command,
        };
      } finally {
        await fleet.close();
      }
    }),
  );
}

const loadBefore = await machineLoad();
const gateway = await withBareServer((bareServer) =>
  withFreshDatabase((url) => measureGateway(url, bareServer)),
);
const loadAfter = await machineLoad();

const { manifest, heartbeats, command } = gateway;
const perScreenKb = ((gateway.rssSettled - gateway.rssBefore) * 1024) / gateway.connected;
const lines = [
  `Node ${process.version}, NODE_ENV=production, PostgreSQL, ${clientProcesses} fleet processes; ${loadBefore} before, ${loadAfter} after`,
  '',
  `${at.connections} connections, ${seconds} s             req/s  p50 ms  p99 ms  of bare  errors`,
  ...manifest.flatMap(({ bare, poll, share }, round) => [
    `round ${round + 1} bare Fastify route   ${bare.rate.toFixed(0).padStart(8)} ${`${bare.p50}`.padStart(7)} ${`${bare.p99}`.padStart(7)}          ${`${bare.errors}`.padStart(6)}`,
    `round ${round + 1} unchanged manifest   ${poll.rate.toFixed(0).padStart(8)} ${`${poll.p50}`.padStart(7)} ${`${poll.p99}`.padStart(7)} ${`${share.toFixed(1)} %`.padStart(8)} ${`${poll.errors}`.padStart(6)}`,
  ]),
  `unchanged manifest (304): median ${percentile(
    manifest.map(({ share }) => share),
    50,
  ).toFixed(1)} % of the bare route (target >= 80 %)`,
  '',
  `screens connected to one process: ${gateway.connected} in ${gateway.connectSeconds.toFixed(1)} s`,
  `server RSS: ${gateway.rssBefore.toFixed(0)} MB before, ${gateway.rssConnected.toFixed(0)} MB just after connecting, ${gateway.rssSettled.toFixed(0)} MB ${settleMs / 1000} s later (target < 250), ${perScreenKb.toFixed(1)} kB per screen settled (target <= 5)`,
  `server RSS after the stress beats and the reboot: ${gateway.rssAfter.toFixed(0)} MB at once, ${gateway.rssAfterSettled.toFixed(0)} MB ${settleMs / 1000} s later`,
  `heartbeats: ${heartbeats.rate.toFixed(0)}/s sent for ${beatForMs / 1000} s (every screen every ${beatEveryMs / 1000} s); ${heartbeats.stored} of ${gateway.connected} screens' beats stored`,
  `reboot to ${screenCount} screens: ${command.acked} acknowledged; calls answered after ${command.issued.toFixed(0)} ms; received p99 ${command.receivedP99.toFixed(0)} ms; ack stored p50 ${command.ackP50.toFixed(0)} ms, p99 ${command.ackP99.toFixed(0)} ms (target <= 1000), last ${command.ackMax.toFixed(0)} ms`,
];
process.stdout.write(`${lines.join('\n')}\n`);
