// npm run bench:search: the support console's player search on PostgreSQL at scale. Seeds
// 1,000,000 players in 20,000 accounts (3 locations each) into a fresh database behind the built
// server in production mode, then times POST /support/api/accounts/searchplayers one request
// at a time for a rare, a common and a very common term, and deep pages (continuation tokens
// through a search's whole capped result, and through the unsearched list of every player). A
// bare Fastify route, timed the same way, is the yardstick: what one request costs on this
// machine and Node with nothing behind it.
import pg from 'pg';
import { withBareServer } from '../lib/bare-server-run.mjs';
import { machineLoad } from '../lib/processes.mjs';
import { seedPassword, withFreshDatabase, withServer } from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';

const accountCount = Number(process.env.BENCH_ACCOUNTS ?? 20_000);
const playersPerAccount = 50;
const samples = Number(process.env.BENCH_SAMPLES ?? 40);

/*
 * Player names: half hold "Lobby" (very common), one in a hundred "Kitchen" (common), one in
 * a hundred thousand "Zephyrine" (rare); the rest of each name is distinct hex.
 */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [format],
    } = await client.query(
      `insert into player_formats (player_format_code, name, resolution_x, resolution_y)
       values ('bench-format', 'Bench format', 1920, 1080) returning id`,
    );
    await client.query(
      `insert into accounts (account_code, name)
       select 'bench' || g, 'Account ' || substr(md5(g::text), 1, 12)
       from generate_series(1, $1::int) g`,
      [accountCount],
    );
    await client.query(
      `insert into locations (account_id, location_code, name)
       select a.id, 'loc' || g, 'Store ' || substr(md5(a.account_code || g), 1, 12)
       from accounts a cross join generate_series(1, 3) g where a.account_code like 'bench%'`,
    );
    await client.query(
      `insert into players (account_id, player_code, name, player_format_id)
       select a.id, 'p' || n,
         (case when n % 2 = 0 then 'Lobby ' else 'Screen ' end) || substr(md5(n::text), 1, 12)
           || (case when n % 100 = 1 then ' Kitchen' else '' end)
           || (case when n % 100000 = 7 then ' Zephyrine' else '' end),
         $2::uuid
       from generate_series(1, $1::int) n
       join accounts a on a.account_code = 'bench' || ((n - 1) / ${playersPerAccount} + 1)`,
      [accountCount * playersPerAccount, format.id],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function summary(label, times, rows) {
  const sorted = [...times].sort((a, b) => a - b);
  return [
    label.padEnd(40),
    `${sorted.length}`.padStart(6),
    percentile(sorted, 0.5).toFixed(1).padStart(8),
    percentile(sorted, 0.95).toFixed(1).padStart(8),
    `${rows}`.padStart(6),
  ].join(' ');
}

async function measure(baseUrl, token) {
  const search = async (body) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/support/api/accounts/searchplayers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`searchplayers answered ${response.status}`);
    return { ms: performance.now() - started, answer };
  };
  const lines = [];
  for (const [label, term] of [
    ['rare term (10 players)', 'Zephyrine'],
    ['common term (10,000 players)', 'Kitchen'],
    ['very common term (500,000 players)', 'Lobby'],
  ]) {
    for (let i = 0; i < 5; i += 1) await search({ searchText: term });
    const times = [];
    let rows = 0;
    for (let i = 0; i < samples; i += 1) {
      const { ms, answer } = await search({ searchText: term });
      times.push(ms);
      rows = answer.accountsAndPlayers.length;
    }
    lines.push(summary(label, times, rows));
  }
  for (const [label, body, pages] of [
    ['deep pages of a very common term', { searchText: 'Lobby' }, 20],
    ['deep pages of every player, no search', {}, 100],
  ]) {
    const times = [];
    let token;
    let rows = 0;
    for (let page = 0; page < pages; page += 1) {
      const { ms, answer } = await search({ ...body, ContinuationToken: token });
      times.push(ms);
      rows += answer.accountsAndPlayers.length;
      token = answer.continuationToken;
      if (!token) break;
    }
    lines.push(summary(label, times, rows));
  }
  return lines;
}

/** The bare route, one request at a time, as many times as each search class. */
async function measureBare() {
  return withBareServer(async ({ url }) => {
    const call = async () => {
      const started = performance.now();
      const response = await fetch(url);
      await response.json();
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i += 1) await call();
    const times = [];
    for (let i = 0; i < samples; i += 1) times.push(await call());
    return summary('bare Fastify route (the yardstick)', times, '-');
  });
}

const loadBefore = await machineLoad();
const bare = await measureBare();
const lines = await withFreshDatabase((databaseUrl) =>
  withServer(databaseUrl, {}, async ({ baseUrl }) => {
    const seeding = performance.now();
    await seed(databaseUrl);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
    const token = await signIn(
      baseUrl,
      'support@marquee.example.com',
      seedPassword,
      'marquee-support',
    );
    return [`seeded in ${seeded} s`, ...(await measure(baseUrl, token))];
  }),
);

process.stdout.write(
  [
    `${accountCount * playersPerAccount} players in ${accountCount} accounts, PostgreSQL, ` +
      `Node ${process.version}, one request at a time; ${loadBefore} before, ${await machineLoad()} after`,
    '',
    [
      'searchplayers'.padEnd(40),
      'calls'.padStart(6),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'rows'.padStart(6),
    ].join(' '),
    ...lines,
    bare,
  ].join('\n') + '\n',
);
