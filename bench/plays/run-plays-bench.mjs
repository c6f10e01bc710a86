// npm run bench:plays: proof of play's targets (issue 32) against the built server in production
// mode on a fresh PostgreSQL database (dropped afterwards), on loopback only. Paired screens
// (seeded by SQL) connect over WebSocket from a few client processes and send batches of plays.
// It measures the most plays stored per second (every screen keeping a batch on its way), the
// ack times under the target's rate offered at a steady pace, then (unless BENCH_PLAYS_DRAIN=0) 10,000 screens back from a 1-hour
// outage with 360 plays each, and a 30-day report's time over what they stored. A bare Fastify
// route is the yardstick.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBareServer } from '../lib/bare-server-run.mjs';
import { load } from '../lib/load.mjs';
import { machineLoad } from '../lib/processes.mjs';
import {
  ownerEmail,
  seedPassword,
  withDatabaseClient,
  withFreshDatabase,
  withServer,
} from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { percentile, timeCalls } from '../lib/statistics.mjs';
import { startFleet } from '../screens/fleet.mjs';
import { seedScreens } from '../screens/fleet-seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const screenCount = Number(process.env.BENCH_SCREENS ?? 10_000);
/** Screens of the steady stream: fewer, each with a batch always on its way. */
const streamScreens = Number(process.env.BENCH_STREAM_SCREENS ?? 2_000);
const clientProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const streamBatch = 50;
/** The plays per second offered in the paced phase: the target. */
const pacedRate = Number(process.env.BENCH_PACED_RATE ?? 20_000);
const isDraining = process.env.BENCH_PLAYS_DRAIN !== '0';
/** An hour of 10-second items. */
const outageBacklog = 360;
const maxBatch = 500;
const mediaCount = 20;

async function seedMedia(db, accountId) {
  const { rows } = await db.query(
    `insert into media (account_id, media_code, display_name, media_type)
     select $1, 'benchmedia' || n, 'Bench media ' || n, 'Photo'
     from generate_series(1, $2::int) as n returning media_code`,
    [accountId, mediaCount],
  );
  return rows.map((row) => row.media_code);
}

/** The plays stored per second over `seconds`, and the ack times' p50 and p99. */
function streamed(replies, seconds) {
  const ackMs = replies.flatMap((reply) => reply.ackMs);
  return {
    rate: replies.reduce((sum, reply) => sum + reply.accepted, 0) / seconds,
    ackP50: percentile(ackMs, 50),
    ackP99: percentile(ackMs, 99),
  };
}

async function measure(databaseUrl) {
  const salt = randomBytes(12).toString('base64url');
  return withServer(databaseUrl, {}, async ({ baseUrl }) =>
    withDatabaseClient(databaseUrl, async (db) => {
      const accountId = await seedScreens(db, ownerEmail, salt, screenCount);
      const media = await seedMedia(db, accountId);
      const token = await signIn(baseUrl, ownerEmail, seedPassword);
      const client = path.join(here, 'plays-client.mjs');
      const fleetOf = (count) =>
        startFleet(baseUrl, salt, count, clientProcesses, { client, args: [media.join(',')] });
      const result = {};

      const streaming = await fleetOf(streamScreens);
      try {
        await streaming.ask({ type: 'connect' });
        const replies = await streaming.ask({
          type: 'stream',
          size: streamBatch,
          forMs: seconds * 1000,
        });
        result.stream = streamed(replies, seconds);
        const everyMs = (streamScreens * streamBatch * 1000) / pacedRate;
        const start = performance.now();
        const pacedReplies = await streaming.ask({
          type: 'paced',
          size: streamBatch,
          everyMs,
          forMs: seconds * 1000,
        });
        result.paced = { everyMs, ...streamed(pacedReplies, (performance.now() - start) / 1000) };
      } finally {
        await streaming.close();
      }

      if (isDraining) {
        const fleet = await fleetOf(screenCount);
        try {
          await fleet.ask({ type: 'connect' });
          const start = performance.now();
          const replies = await fleet.ask({
            type: 'drain',
            backlog: outageBacklog,
            size: maxBatch,
          });
          result.drain = {
            seconds: (performance.now() - start) / 1000,
            accepted: replies.reduce((sum, reply) => sum + reply.accepted, 0),
          };
        } finally {
          await fleet.close();
        }
      }

      const to = new Date();
      const from = new Date(to.getTime() - 30 * 86_400_000);
      const timeReports = () =>
        timeCalls(
          async (n) => {
            const response = await fetch(`${baseUrl}/api/proofofplay/summary`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                from: from.toISOString(),
                to: to.toISOString(),
                timeZoneId: 'Europe/Stockholm',
                interval: 'Day',
                groupBy: ['Media', 'Player', 'Location'][n % 3],
              }),
            });
            if (!response.ok) throw new Error(`The summary answered ${response.status}`);
            await response.json();
          },
          { count: 30, warmUp: 3 },
        );
      // First as the stream left the tables, then as autovacuum (or the server's hourly upkeep
      // on the embedded database) leaves them within a minute: with their statistics fresh.
      result.coldReport = await timeReports();
      await db.query('analyze play_rollups_hourly');
      result.report = await timeReports();
      const {
        rows: [stored],
      } = await db.query('select count(*)::int as plays from plays');
      result.stored = stored.plays;
      return result;
    }),
  );
}

const loadBefore = await machineLoad();
const bare = await withBareServer(({ url, pid }) =>
  load(url, {}, pid, { connections: 50, seconds: 5 }),
);
const result = await withFreshDatabase(measure);
const loadAfter = await machineLoad();

const { stream, paced, drain, report } = result;
const lines = [
  `Node ${process.version}, NODE_ENV=production, PostgreSQL, ${clientProcesses} fleet processes; ${loadBefore} before, ${loadAfter} after`,
  `bare Fastify route, 50 connections 5 s: ${bare.rate.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
  `saturating stream, ${streamScreens} screens, a batch of ${streamBatch} always on its way for ${seconds} s: ${stream.rate.toFixed(0)} plays/s stored (target >= 20,000); ack p50 ${stream.ackP50.toFixed(0)} ms, p99 ${stream.ackP99.toFixed(0)} ms (the queue's length)`,
  `paced stream, ${streamScreens} screens, a batch of ${streamBatch} every ${paced.everyMs.toFixed(0)} ms for ${seconds} s (${pacedRate} plays/s offered): ${paced.rate.toFixed(0)} plays/s stored; ack p50 ${paced.ackP50.toFixed(0)} ms, p99 ${paced.ackP99.toFixed(0)} ms (target < 1000)`,
  drain
    ? `outage drain, ${screenCount} screens x ${outageBacklog} plays in batches of ${maxBatch}: ${drain.accepted} stored in ${drain.seconds.toFixed(1)} s (target <= 180)`
    : 'outage drain: not run (BENCH_PLAYS_DRAIN=0)',
  `30-day summary over ${result.stored} plays, statistics not yet refreshed: p50 ${result.coldReport.p50.toFixed(0)} ms, p95 ${result.coldReport.p95.toFixed(0)} ms`,
  `30-day summary over ${result.stored} plays, statistics fresh: p50 ${report.p50.toFixed(0)} ms, p95 ${report.p95.toFixed(0)} ms (target < 500)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
