// The server path of npm run bench:schedule (issue 11): the built server in production mode on a
// fresh PostgreSQL database (dropped afterwards), loopback only. The engine run's fixtures (1,000
// broadcasts, 10,000 screens with tags, formats and locations) are seeded by SQL and every screen
// connects its WebSocket from the fleet client processes. Measured: one screen's manifest built
// against the 1,000 broadcasts, then broadcast edits through PUT /api/broadcasts/{code}: the
// call's own time and, for every screen the edit reaches, the time until its "content changed"
// arrives; screens it does not reach must hear nothing. A bare Fastify route is the yardstick.
// argv[2]: the bundled schedule-fixtures.ts (bundle-and-run.mjs passes it).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
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
import { heardUntilQuiet, startFleet } from '../screens/fleet.mjs';
import { screenCredential, screenPlayerCode } from '../screens/fleet-seed.mjs';
import { seedSchedule } from './schedule-seed.mjs';

const fixtures = await import(pathToFileURL(process.argv[2]).href);
const screenCount = Number(process.env.BENCH_SCREENS ?? 10_000);
const broadcastCount = Number(process.env.BENCH_BROADCASTS ?? 1_000);
const clientProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
const editCount = Number(process.env.BENCH_EDITS ?? 5);
/** Screens whose first manifest is timed, one after another. */
const manifestSamples = 100;
/** After the last message, how long the fleet must stay quiet before an edit counts as done. */
const quietMs = 1_500;

// A layer belongs to one format (its code is unique), so each format has its own two layers and
// a group on the engine run's "main" plays on the main layer of every format.
const layerOf = (format, layer) => `bench-${format}-${layer}`;
const screens = Array.from({ length: screenCount }, (_, i) => {
  const screen = fixtures.randomScreen(i);
  return {
    ...screen,
    playerCode: screenPlayerCode(i),
    layerCodes: screen.layerCodes.map((layer) => layerOf(screen.playerFormatCode, layer)),
  };
});
const broadcasts = fixtures
  .randomBroadcasts(
    broadcastCount,
    screens.map((s) => s.playerCode),
  )
  .map((broadcast) => ({
    ...broadcast,
    groups: broadcast.groups.map((group) => ({
      ...group,
      layerCodes: fixtures.formatCodes.flatMap((format) =>
        group.layerCodes.map((layer) => layerOf(format, layer)),
      ),
    })),
  }));

const print = (line) => process.stdout.write(`${line}\n`);
const ms = (x) => x.toFixed(1);
const spread = (values) =>
  `p50 ${ms(percentile(values, 50))} ms, p99 ${ms(percentile(values, 99))} ms, max ${ms(Math.max(...values))} ms`;

/** First manifests of screens no one has asked for yet: each is built from the database. */
async function measureManifests(baseUrl, salt) {
  const times = [];
  for (let i = 0; i < manifestSamples + 10; i += 1) {
    const index = screenCount - 1 - i;
    const start = performance.now();
    const response = await fetch(`${baseUrl}/screen-api/manifest`, {
      headers: { cookie: `marquee_screen=${screenCredential(salt, index)}` },
    });
    if (!response.ok) throw new Error(`The manifest answered ${response.status}`);
    await response.arrayBuffer();
    if (i >= 10) times.push(performance.now() - start);
  }
  return times;
}

/** The screens of `broadcast` (the fixture) that its groups reach, by index. */
const reachOf = (broadcast) =>
  screens.flatMap((screen, index) =>
    broadcast.groups.some((group) => fixtures.groupReach(group, screen) !== null) ? [index] : [],
  );

/** Loads a broadcast, flips its takeover and saves it: every screen it reaches plays otherwise. */
async function editBroadcast(baseUrl, token, code) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const loaded = await fetch(`${baseUrl}/api/broadcasts/${code}`, { headers });
  if (!loaded.ok) throw new Error(`GET broadcast answered ${loaded.status}`);
  const { broadcast } = await loaded.json();
  const body = {
    version: broadcast.version,
    broadcastName: broadcast.broadcastName,
    broadcastType: broadcast.broadcastType,
    isInteractive: broadcast.isInteractive,
    schedule: {
      ...broadcast.schedule,
      isTakeover: !broadcast.schedule.isTakeover,
      periods: broadcast.schedule.periods.map(({ periodCode: _code, ...period }) => period),
    },
    groups: broadcast.groups.map((group) => ({
      key: group.key,
      name: group.name,
      layers: group.layers,
      filter: group.filter,
      media: group.media.map((row) => ({
        mediaCode: row.mediaCode,
        orderN: row.orderN,
        duration: row.duration,
        status: row.status,
        periods: row.periods.map(({ periodCode: _code, ...period }) => period),
      })),
    })),
  };
  const start = performance.timeOrigin + performance.now();
  const saved = await fetch(`${baseUrl}/api/broadcasts/${code}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  const callMs = performance.timeOrigin + performance.now() - start;
  if (!saved.ok) throw new Error(`PUT broadcast answered ${saved.status}: ${await saved.text()}`);
  return { start, callMs };
}

async function measureEdits(baseUrl, fleet) {
  const token = await signIn(baseUrl, ownerEmail, seedPassword);
  // Confirmed broadcasts whose groups reach screens by filter: the edits that cost the most.
  const candidates = broadcasts.filter(
    (b) => b.status === 'Confirmed' && b.groups.some((g) => g.condition) && reachOf(b).length,
  );
  const edits = [];
  for (let run = 0; run < editCount; run += 1) {
    const broadcast = candidates[fixtures.next(candidates.length)];
    const expected = new Set(reachOf(broadcast));
    await heardUntilQuiet(fleet, quietMs); // nothing left over from the last edit
    const { start, callMs } = await editBroadcast(baseUrl, token, broadcast.broadcastCode);
    const heard = await heardUntilQuiet(fleet, quietMs);
    const times = heard.filter(([index]) => expected.has(index)).map(([, at]) => at - start);
    const told = new Set(heard.map(([index]) => index));
    edits.push({
      code: broadcast.broadcastCode,
      callMs,
      expected: expected.size,
      times,
      missed: [...expected].filter((index) => !told.has(index)).length,
      strangers: [...told].filter((index) => !expected.has(index)).length,
      repeats: heard.length - told.size,
    });
  }
  return edits;
}

async function measureServer(databaseUrl) {
  const salt = randomBytes(12).toString('base64url');
  return withServer(databaseUrl, {}, async ({ baseUrl }) => {
    const seeding = performance.now();
    await withDatabaseClient(databaseUrl, (db) =>
      seedSchedule(db, ownerEmail, salt, fixtures, { screens, broadcasts }),
    );
    const seededSeconds = (performance.now() - seeding) / 1000;
    const manifests = await measureManifests(baseUrl, salt);
    const fleet = await startFleet(baseUrl, salt, screenCount, clientProcesses);
    try {
      const connectStart = performance.now();
      const connected = (await fleet.ask({ type: 'connect' })).reduce((n, r) => n + r.count, 0);
      const connectSeconds = (performance.now() - connectStart) / 1000;
      const edits = await measureEdits(baseUrl, fleet);
      return { seededSeconds, manifests, connected, connectSeconds, edits };
    } finally {
      await fleet.close();
    }
  });
}

const loadBefore = await machineLoad();
const bare = await withBareServer(({ url, pid }) =>
  load(url, {}, pid, { connections: 50, seconds: 5 }),
);
const server = await withFreshDatabase(measureServer);
const loadAfter = await machineLoad();

print('');
print(
  `Server path: Node ${process.version}, NODE_ENV=production, PostgreSQL, ${clientProcesses} fleet processes; ${loadBefore} before, ${loadAfter} after`,
);
print(
  `bare Fastify route, 50 connections 5 s: ${bare.rate.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
);
print(
  `seeded ${broadcastCount} broadcasts and ${screenCount} screens in ${server.seededSeconds.toFixed(1)} s; ${server.connected} screens connected in ${server.connectSeconds.toFixed(1)} s`,
);
print(
  `4. one screen's first manifest (GET /screen-api/manifest): n ${server.manifests.length}, ${spread(server.manifests)}`,
);
for (const edit of server.edits) {
  print(
    `5. edit of ${edit.code}: PUT answered in ${ms(edit.callMs)} ms; ${edit.times.length} of ${edit.expected} reached screens told, ${spread(edit.times.length ? edit.times : [NaN])} (target: p99 ≤ 1000); missed ${edit.missed}, unreached told ${edit.strangers}, told twice ${edit.repeats}`,
  );
}
