// npm run bench:signs: the signs' targets (issue 31) against the built server in production mode
// on a fresh PostgreSQL database (dropped afterwards), on loopback only.
// - Renders a second of a 20-field template in one process (render-speed.mjs; target >= 5,000).
// - A price change in an item that BENCH_SIGNS signs (default 1,000) show, played by BENCH_SCREENS
//   connected screens (default 2,000): the time from the change's call until each screen hears its
//   content changed, with every sign rendered again (target: all within 5 s at p99).
// - A bare Fastify route at 50 connections for 5 s, the yardstick of the machine's speed.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
import { percentile } from '../lib/statistics.mjs';
import { startFleet } from '../screens/fleet.mjs';
import { seedScreens } from '../screens/fleet-seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const signCount = Number(process.env.BENCH_SIGNS ?? 1_000);
const screenCount = Number(process.env.BENCH_SCREENS ?? 2_000);
const clientProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
/** Signs made at once through the API while seeding. */
const parallelSaves = 8;
/** How long the screens may take to hear the change before the run gives up on the rest. */
const waitMs = 30_000;

async function call(baseUrl, token, method, route, body) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
  return response.json();
}

/** An item and `signCount` menu boards that show it, made as the sign editor makes them. */
async function seedSigns(baseUrl, token) {
  const { fact } = await call(baseUrl, token, 'POST', '/api/facts/Item/new', {
    factAttributes: [
      { attributeCode: 'name', value: 'Espresso' },
      { attributeCode: 'price', value: 2.5 },
      { attributeCode: 'currency', value: 'EUR' },
    ],
  });
  let next = 0;
  const saver = async () => {
    while (next < signCount) {
      const index = next++;
      await call(baseUrl, token, 'POST', '/api/media/signs', {
        templateCode: 'builtin-menu-board',
        displayName: `Bench board ${index}`,
        values: { title: `Board ${index}`, dishes: [{ product: { factCode: fact.factCode } }] },
      });
    }
  };
  await Promise.all(Array.from({ length: parallelSaves }, saver));
  return fact.factCode;
}

/** Each seeded screen plays one of the signs on its own playlist: sign `i % signCount`. */
async function putSignsOnScreens(db, accountId) {
  await db.query(
    `with sign as (
       select id, row_number() over (order by id) - 1 as n from media
       where account_id = $1 and media_type = 'HtmlAd' and display_name like 'Bench board %'
     ), screen as (
       select p.id as player_id, l.id as layer_id,
         (row_number() over (order by p.id) - 1) % $2 as n
       from players p
       join format_layers l on l.player_format_id = p.player_format_id
       where p.account_id = $1 and p.player_code like 'benchscreen%'
     ), channel as (
       insert into channels (account_id, channel_code, player_id, format_layer_id, name)
       select $1, 'bench' || substr(md5(player_id::text), 1, 12), player_id, layer_id, 'Main'
       from screen
       returning id, player_id
     )
     insert into channel_media (account_id, broadcast_media_code, channel_id, media_id, order_n)
     select $1, 'bench' || substr(md5(channel.id::text), 1, 12), channel.id, sign.id, 1
     from channel join screen using (player_id) join sign using (n)`,
    [accountId, signCount],
  );
}

async function measureFanOut(databaseUrl) {
  const salt = randomBytes(12).toString('base64url');
  return withServer(databaseUrl, {}, async ({ baseUrl }) =>
    withDatabaseClient(databaseUrl, async (db) => {
      const token = await signIn(baseUrl, ownerEmail, seedPassword);
      const seedStart = performance.now();
      const factCode = await seedSigns(baseUrl, token);
      const seedSeconds = (performance.now() - seedStart) / 1000;
      const accountId = await seedScreens(db, ownerEmail, salt, screenCount);
      await putSignsOnScreens(db, accountId);
      const fleet = await startFleet(baseUrl, salt, screenCount, clientProcesses);
      try {
        const connected = (await fleet.ask({ type: 'connect' })).reduce(
          (sum, reply) => sum + reply.count,
          0,
        );
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await fleet.ask({ type: 'content' });
        const start = performance.timeOrigin + performance.now();
        await call(baseUrl, token, 'PUT', '/api/facts/Item/modifyattributes', {
          factCode,
          factAttributes: [{ attributeCode: 'price', value: 2.75 }],
        });
        const answered = performance.timeOrigin + performance.now() - start;
        const firstHeard = new Map();
        const deadline = Date.now() + waitMs;
        while (firstHeard.size < connected && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          for (const reply of await fleet.ask({ type: 'content' })) {
            for (const [index, time] of reply.heard) {
              if (!firstHeard.has(index)) firstHeard.set(index, time - start);
            }
          }
        }
        const {
          rows: [{ rendered }],
        } = await db.query(
          `select count(*)::int as rendered from signs
           where account_id = $1 and rendered_at >= to_timestamp($2 / 1000.0)`,
          [accountId, start],
        );
        const times = [...firstHeard.values()];
        return {
          seedSeconds,
          connected,
          answered,
          heard: times.length,
          rendered,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          max: Math.max(...times),
        };
      } finally {
        await fleet.close();
      }
    }),
  );
}

const loadBefore = await machineLoad();
const { stdout: renderLine } = await promisify(execFile)(
  process.execPath,
  [path.join(here, 'render-speed.mjs')],
  { env: process.env },
);
const render = JSON.parse(renderLine);
const bare = await withBareServer(({ url, pid }) =>
  load(url, {}, pid, { connections: 50, seconds: 5 }),
);
const fanOut = await withFreshDatabase(measureFanOut);
const loadAfter = await machineLoad();
const lines = [
  `Node ${process.version}, NODE_ENV=production, PostgreSQL, ${clientProcesses} fleet processes; ${loadBefore} before, ${loadAfter} after`,
  `bare Fastify route, 50 connections 5 s: ${bare.rate.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
  '',
  `render: a ${render.fields}-field template, ${render.documentBytes} bytes a document: ${render.rendersPerSecond} renders a second in one process (target >= 5000)`,
  '',
  `${signCount} signs made through the API in ${fanOut.seedSeconds.toFixed(1)} s (${((signCount / fanOut.seedSeconds) | 0).toString()} a second, ${parallelSaves} at a time, both orientations each)`,
  `price change shown by ${signCount} signs on ${fanOut.connected} connected screens: call answered after ${fanOut.answered.toFixed(0)} ms; ${fanOut.rendered} signs rendered again; ${fanOut.heard} screens told, p50 ${fanOut.p50.toFixed(0)} ms, p99 ${fanOut.p99.toFixed(0)} ms (target <= 5000), last ${fanOut.max.toFixed(0)} ms`,
];
process.stdout.write(`${lines.join('\n')}\n`);
