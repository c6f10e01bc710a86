// npm run bench:api: a bare Fastify route, GET /api/health and the signed-in read
// GET /api/users/signedInUser, each at 50 connections, against the built server in production
// mode on PostgreSQL (a fresh database, dropped afterwards) and on embedded PGlite. Every
// process listens on 127.0.0.1 only, and the run stops by itself.
import { withBareServer } from '../lib/bare-server-run.mjs';
import { load } from '../lib/load.mjs';
import { ownerEmail, seedPassword, withFreshDatabase, withServer } from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const at = { connections, seconds };

/** The built server on one engine, in production mode: health and the signed-in read. */
function measureServer(databaseUrl) {
  return withServer(databaseUrl, {}, async ({ baseUrl, pid }) => {
    const token = await signIn(baseUrl, ownerEmail, seedPassword);
    const health = await load(`${baseUrl}/api/health`, {}, pid, at);
    const signedIn = await load(
      `${baseUrl}/api/users/signedInUser`,
      { authorization: `Bearer ${token}` },
      pid,
      at,
    );
    return { health, signedIn };
  });
}

function row(label, result, bareRate) {
  const share = bareRate ? `${((100 * result.rate) / bareRate).toFixed(1)} %` : '';
  return [
    label.padEnd(44),
    result.rate.toFixed(0).padStart(8),
    `${result.p50}`.padStart(7),
    `${result.p99}`.padStart(7),
    result.rss.toFixed(0).padStart(8),
    share.padStart(9),
    `${result.errors}`.padStart(7),
  ].join(' ');
}

const bare = await withBareServer(({ url, pid }) => load(url, {}, pid, at));
const onPostgres = await withFreshDatabase((url) => measureServer(url));
const onPglite = await measureServer(undefined);

const lines = [
  `${connections} connections, ${seconds} s each, Node ${process.version}, NODE_ENV=production`,
  'targets: the signed-in read on PostgreSQL at 40 % of the bare route or more; PGlite RSS <= 300 MB',
  '',
  [
    'call'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'RSS MB'.padStart(8),
    'of bare'.padStart(9),
    'errors'.padStart(7),
  ].join(' '),
  row('bare Fastify route', bare),
  row('PostgreSQL  GET /api/health', onPostgres.health, bare.rate),
  row('PostgreSQL  GET /api/users/signedInUser', onPostgres.signedIn, bare.rate),
  row('PGlite      GET /api/health', onPglite.health, bare.rate),
  row('PGlite      GET /api/users/signedInUser', onPglite.signedIn, bare.rate),
];
process.stdout.write(`${lines.join('\n')}\n`);
