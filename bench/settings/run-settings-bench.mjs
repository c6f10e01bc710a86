// npm run bench:settings: player settings at three levels (issue 30) against the built server in
// production mode on a fresh PostgreSQL database (dropped afterwards), on loopback only. 10,000
// paired screens at 500 locations, 40 definitions, a tenth of screens and locations with their own
// Volume, all connected over WebSocket; an account-level Volume change through the console must
// reach every screen that inherits it, and resolving every screen's settings is timed with the
// server's own store module, its queries counted. BENCH_SCREENS runs it smaller.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { machineLoad } from '../lib/processes.mjs';
import { seedPassword, withDatabaseClient, withFreshDatabase, withServer } from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { percentile } from '../lib/statistics.mjs';
import { startFleet } from '../screens/fleet.mjs';
import { seedScreens } from '../screens/fleet-seed.mjs';

const screenCount = Number(process.env.BENCH_SCREENS ?? 10_000);
const locationCount = Math.max(1, Math.round(screenCount / 20));
const clientProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
const definitionCount = 40;
const ownerEmail = 'owner@retail.example.com';
const supportEmail = 'support@marquee.example.com';

/** Locations for the screens (each at one, round robin), own definitions up to 40, own values. */
async function seedSettings(db, accountId) {
  await db.query(
    `insert into locations (account_id, location_code, name)
     select $1, 'benchlocation' || n, 'Bench location ' || n from generate_series(0, $2::int - 1) n`,
    [accountId, locationCount],
  );
  await db.query(
    `with numbered as (
       select id, row_number() over (order by id) - 1 as n from locations
       where account_id = $1 and location_code like 'benchlocation%'
     ), screens as (
       select id, row_number() over (order by id) - 1 as n from players
       where account_id = $1 and player_code like 'benchscreen%'
     )
     update players p set location_id = l.id
     from screens s join numbered l on l.n = s.n % $2
     where p.id = s.id`,
    [accountId, locationCount],
  );
  const builtIn = 12;
  await db.query(
    `insert into player_setting_definitions
       (account_id, setting_code, name, value_type, minimum, maximum, default_value, levels, sent_to_screens)
     select $1, 'BenchSetting' || n, 'Bench setting ' || n, 'Integer', 0, 1000, '5',
       '["Player","Location","Account"]', true
     from generate_series(1, $2::int) n`,
    [accountId, definitionCount - builtIn],
  );
  // A tenth of the screens and of the locations set their own Volume (and one setting of theirs).
  await db.query(
    `insert into player_setting_values (account_id, setting_code, level, player_id, value)
     select $1, code, 'Player', id, '10'
     from (select id, row_number() over (order by id) as n from players where account_id = $1) s,
       (values ('Volume'), ('BenchSetting1')) c(code)
     where s.n % 10 = 0`,
    [accountId],
  );
  await db.query(
    `insert into player_setting_values (account_id, setting_code, level, location_id, value)
     select $1, code, 'Location', id, '20'
     from (select id, row_number() over (order by id) as n from locations where account_id = $1) s,
       (values ('Volume'), ('BenchSetting2')) c(code)
     where s.n % 10 = 0`,
    [accountId],
  );
  await db.query('analyze players; analyze locations; analyze player_setting_values');
  // The screens an account-level Volume reaches: neither they nor their location have their own.
  const { rows } = await db.query(
    `select count(*)::int as reached from players p
     where p.account_id = $1 and not exists (
       select 1 from player_setting_values v where v.setting_code = 'Volume'
         and (v.player_id = p.id or v.location_id = p.location_id))`,
    [accountId],
  );
  return rows[0].reached;
}

/** One account-level Volume change through the console; when each screen heard of it. */
async function measureAccountChange(baseUrl, fleet, accountCode) {
  const token = await signIn(baseUrl, supportEmail, seedPassword, 'marquee-support');
  await fleet.ask({ type: 'content' });
  const start = performance.timeOrigin + performance.now();
  const response = await fetch(`${baseUrl}/support/api/playerSettings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      accountCode,
      type: 'Account',
      settings: [{ playerSettingCode: 'Volume', value: 42 }],
    }),
  });
  if (!response.ok) throw new Error(`The settings call answered ${response.status}`);
  const answered = performance.timeOrigin + performance.now() - start;
  // Wait for the notices to land, then collect when each screen heard.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const heard = (await fleet.ask({ type: 'content' })).flatMap((reply) =>
    reply.heard.map(([, time]) => time - start),
  );
  return { answered, heard: heard.length, p99: percentile(heard, 99), max: Math.max(...heard) };
}

/** Bundles the store's resolver the way the server is built and runs it against the database. */
async function measureResolve(databaseUrl, accountId) {
  // Built beside the server's own bundle: the server's modules find their package from where
  // they run, and the packages left out of the bundle resolve from the workspace.
  const dir = await mkdtemp(
    new URL('../../apps/server/dist/settings-bench-', import.meta.url).pathname,
  );
  try {
    await build({
      entryPoints: [new URL('./resolve-fleet.ts', import.meta.url).pathname],
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      external: ['pg', 'drizzle-orm', 'drizzle-orm/*'],
      logLevel: 'warning',
    });
    const run = spawnSync(
      process.execPath,
      [path.join(dir, 'resolve-fleet.mjs'), databaseUrl, accountId],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    if (run.status !== 0) throw new Error('The resolver run failed');
    return JSON.parse(run.stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure(databaseUrl) {
  const salt = randomBytes(12).toString('base64url');
  return withServer(databaseUrl, {}, async ({ baseUrl }) =>
    withDatabaseClient(databaseUrl, async (db) => {
      const accountId = await seedScreens(db, ownerEmail, salt, screenCount);
      const reached = await seedSettings(db, accountId);
      const {
        rows: [{ account_code: accountCode }],
      } = await db.query('select account_code from accounts where id = $1', [accountId]);
      const fleet = await startFleet(baseUrl, salt, screenCount, clientProcesses);
      try {
        const connected = (await fleet.ask({ type: 'connect' })).reduce(
          (sum, reply) => sum + reply.count,
          0,
        );
        const change = await measureAccountChange(baseUrl, fleet, accountCode);
        const resolve = await measureResolve(databaseUrl, accountId);
        return { connected, reached, change, resolve };
      } finally {
        await fleet.close();
      }
    }),
  );
}

const loadBefore = await machineLoad();
const result = await withFreshDatabase(measure);
const loadAfter = await machineLoad();
const { connected, reached, change, resolve } = result;
const lines = [
  `Node ${process.version}, NODE_ENV=production, PostgreSQL, ${clientProcesses} fleet processes; ${loadBefore} before, ${loadAfter} after`,
  `${connected} screens connected at ${locationCount} locations, ${definitionCount} definitions, a tenth of screens and locations with their own values`,
  `account-level Volume change: answered after ${change.answered.toFixed(0)} ms; ${change.heard} screens told (${reached} inherit it; the rest keep their own or their location's); heard p99 ${change.p99.toFixed(0)} ms (target <= 2000), last ${change.max.toFixed(0)} ms`,
  `resolving every screen's sent settings (${resolve.players}): median ${resolve.medianMs.toFixed(0)} ms, slowest ${resolve.maxMs.toFixed(0)} ms (target < 250), ${resolve.queries} queries`,
];
process.stdout.write(`${lines.join('\n')}\n`);
