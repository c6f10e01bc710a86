// npm run bench:triggers [-- --screens N]: triggers' targets (issue 32), on loopback only, every
// process stopped by the bench itself.
// 1. The engine (bundled as the server is built, `trigger-day.ts`): one screen's day with 50
//    triggers resolved, target under 1 ms per resolve.
// 2. The server: the built server in production mode on a fresh PostgreSQL database (dropped
//    afterwards), 10,000 paired screens (`bench/screens`) at 500 locations, a broadcast whose group
//    plays only while an External Play trigger is active. Every screen connects its WebSocket;
//    then an API key sets the trigger's value (PUT /api/triggers/external/{variableName}) and the
//    bench times, for every screen, the first message that tells it (a "content changed", or a
//    trigger value where the gateway sends one), target p99 at most 1 s. Again with a second
//    server process on the same database, the screens split across both, the call made to one.
// BENCH_TRIGGERS=engine or server runs only one half.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { runNode, withBundle } from '../lib/bundle.mjs';
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
import { heardUntilQuiet, joinFleets, startFleet } from '../screens/fleet.mjs';
import { seedScreens } from '../screens/fleet-seed.mjs';
import { placeScreens, seedGatedBroadcast } from './trigger-seed.mjs';

const { values: options } = parseArgs({ options: { screens: { type: 'string' } } });
const screenCount = Number(options.screens ?? process.env.BENCH_SCREENS ?? 10_000);
const locationCount = Math.min(500, screenCount);
const clientProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
/** Values set one after another ('on', 'off', ...): each changes what every screen plays. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
/** After the last message, how long the fleet must stay quiet before a call counts as done. */
const quietMs = 1_500;
const variableName = 'benchstoreopen';
const only = process.env.BENCH_TRIGGERS;

const print = (line) => process.stdout.write(`${line}\n`);
const ms = (x) => `${x.toFixed(0)} ms`;
const spread = (values) =>
  values.length
    ? `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`
    : 'none';

async function call(baseUrl, path, init) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The trigger (through the API, as the editor makes it), its broadcast, and an API key. */
async function prepare(baseUrl, db, accountId) {
  const token = await signIn(baseUrl, ownerEmail, seedPassword);
  const headers = { authorization: `Bearer ${token}` };
  const { accountTrigger } = await call(baseUrl, '/api/triggers', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Store open',
      triggerGroup: 'External',
      actionType: 'Play',
      variableName,
      activeValue: 'on',
      setting: { value: 'off' },
    }),
  });
  const {
    rows: [owner],
  } = await db.query('select id from users where lower(email) = lower($1)', [ownerEmail]);
  await seedGatedBroadcast(db, accountId, owner.id, accountTrigger.triggerCode);
  const { apiKey } = await call(baseUrl, '/api/triggers/keys', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench' }),
  });
  return apiKey;
}

/**
 * Connects the screens to their servers (`parts`: a base URL and a range of screens each), then
 * sets the value `rounds` times through `callUrl`; answers each round's call time and, per
 * screen, the time until the first message that told it.
 */
async function measureRounds(salt, parts, callUrl, apiKey) {
  const perPart = Math.max(1, Math.floor(clientProcesses / parts.length));
  const fleets = [];
  const fleet = joinFleets(fleets);
  try {
    for (const part of parts)
      fleets.push(await startFleet(part.baseUrl, salt, part.count, perPart, { first: part.from }));
    const connectStart = performance.now();
    const connected = (await fleet.ask({ type: 'connect' })).reduce((n, r) => n + r.count, 0);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const setValue = (value) =>
      call(callUrl, `/api/triggers/external/${variableName}`, {
        method: 'PUT',
        headers: { 'x-api-key': apiKey },
        body: JSON.stringify({ value }),
      });
    // The value it has already, untimed: the screens seeded by SQL have no stored manifest hash
    // yet, so this first change stores every screen's and tells them all whatever the value.
    await setValue('off');
    await heardUntilQuiet(fleet, quietMs);
    const results = [];
    for (let round = 0; round < rounds; round += 1) {
      const value = round % 2 ? 'off' : 'on';
      const start = performance.timeOrigin + performance.now();
      const answer = await setValue(value);
      const callMs = performance.timeOrigin + performance.now() - start;
      const heard = await heardUntilQuiet(fleet, quietMs);
      const first = new Map();
      const types = new Map();
      for (const [index, at, type] of heard) {
        first.set(index, Math.min(first.get(index) ?? Infinity, at - start));
        types.set(type, (types.get(type) ?? 0) + 1);
      }
      results.push({ value, callMs, affected: answer.affectedPlayers, first, types });
    }
    return { connected, connectSeconds, results };
  } finally {
    await fleet.close();
  }
}

function report(title, parts, { connected, connectSeconds, results }) {
  print('');
  print(
    `${title}: ${connected} of ${screenCount} screens connected in ${connectSeconds.toFixed(1)} s`,
  );
  for (const [n, round] of results.entries()) {
    const kinds = [...round.types].map(([type, count]) => `${count} ${type}`).join(', ');
    print(
      `  round ${n + 1}, value '${round.value}': call ${ms(round.callMs)}, ${round.affected} affected; ${round.first.size} screens told (${kinds || 'no messages'}), ${spread([...round.first.values()])}`,
    );
  }
  const all = results.flatMap((round) => [...round.first.values()]);
  const missed = results.reduce((n, round) => n + (screenCount - round.first.size), 0);
  print(
    `  all ${results.length} rounds: ${spread(all)} (target p99 <= 1000 ms); ${missed} screen-rounds not told`,
  );
  if (parts.length > 1) {
    for (const part of parts) {
      const times = results.flatMap((round) =>
        [...round.first]
          .filter(([i]) => i >= part.from && i < part.from + part.count)
          .map(([, t]) => t),
      );
      print(`  screens on ${part.label}: ${spread(times)}`);
    }
  }
}

async function measureServer(databaseUrl) {
  const salt = randomBytes(12).toString('base64url');
  return withServer(databaseUrl, {}, async (called) => {
    const apiKey = await withDatabaseClient(databaseUrl, async (db) => {
      const accountId = await seedScreens(db, ownerEmail, salt, screenCount);
      await placeScreens(db, accountId, locationCount);
      return prepare(called.baseUrl, db, accountId);
    });
    const alone = [
      { baseUrl: called.baseUrl, from: 0, count: screenCount, label: 'the one process' },
    ];
    report('One server process', alone, await measureRounds(salt, alone, called.baseUrl, apiKey));
    await withServer(databaseUrl, {}, async (other) => {
      const half = Math.ceil(screenCount / 2);
      const split = [
        { baseUrl: called.baseUrl, from: 0, count: half, label: 'the called process' },
        {
          baseUrl: other.baseUrl,
          from: half,
          count: screenCount - half,
          label: 'the other process',
        },
      ];
      report(
        'Two server processes, the call made to the first',
        split,
        await measureRounds(salt, split, called.baseUrl, apiKey),
      );
    });
  });
}

if (only !== 'server') {
  const engine = new URL('./trigger-day.ts', import.meta.url).pathname;
  const status = await withBundle([engine], (outputOf) => runNode([outputOf(engine)]));
  if (status) process.exit(status);
}
if (only !== 'engine') {
  const loadBefore = await machineLoad();
  print('');
  print(
    `Server: Node ${process.version}, NODE_ENV=production, PostgreSQL, ${screenCount} screens at ${locationCount} locations, ${clientProcesses} fleet processes; ${loadBefore} before`,
  );
  await withFreshDatabase(measureServer);
  print(`${await machineLoad()} after`);
}
