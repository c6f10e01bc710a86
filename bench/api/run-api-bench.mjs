// npm run bench:api: a bare Fastify route, GET /api/health and the signed-in read
// GET /api/users/signedInUser, each at 50 connections, against the built server in production
// mode on PostgreSQL (a fresh database, dropped afterwards) and on embedded PGlite. Every
// process listens on 127.0.0.1 only, and the run stops by itself.
//
// A share of the bare route is only as good as the bare figure beside it, and on a shared
// machine that figure moves by half from one minute to the next. So each engine is measured in
// rounds (BENCH_ROUNDS, 3 by default), each round loading the bare route right before the
// server's two calls, and a call's share is the median of its rounds' shares.
import { withBareServer } from '../lib/bare-server-run.mjs';
import { load } from '../lib/load.mjs';
import { ownerEmail, seedPassword, withFreshDatabase, withServer } from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { percentile } from '../lib/statistics.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const at = { connections, seconds };

/** The built server on one engine, in production mode: the bare route, health, the signed-in read. */
function measureServer(databaseUrl, bareServer) {
  return withServer(databaseUrl, {}, async ({ baseUrl, pid }) => {
    const token = await signIn(baseUrl, ownerEmail, seedPassword);
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      const bare = await load(bareServer.url, {}, bareServer.pid, at);
      const health = await load(`${baseUrl}/api/health`, {}, pid, at);
      const signedIn = await load(
        `${baseUrl}/api/users/signedInUser`,
        { authorization: `Bearer ${token}` },
        pid,
        at,
      );
      measured.push({ bare, health, signedIn });
    }
    return measured;
  });
}

const share = (result, bare) => (100 * result.rate) / bare.rate;

function row(label, result, bare) {
  const shareText = bare ? `${share(result, bare).toFixed(1)} %` : '';
  return [
    label.padEnd(50),
    result.rate.toFixed(0).padStart(8),
    `${result.p50}`.padStart(7),
    `${result.p99}`.padStart(7),
    result.rss.toFixed(0).padStart(8),
    shareText.padStart(9),
    `${result.errors}`.padStart(7),
  ].join(' ');
}

/** Each round's rows, then the median share of each call and its largest RSS. */
function engineLines(engine, measured) {
  const lines = measured.flatMap(({ bare, health, signedIn }, round) => [
    row(`round ${round + 1}  bare Fastify route`, bare),
    row(`round ${round + 1}  ${engine} GET /api/health`, health, bare),
    row(`round ${round + 1}  ${engine} GET /api/users/signedInUser`, signedIn, bare),
  ]);
  for (const call of ['health', 'signedIn']) {
    const shares = measured.map((result) => share(result[call], result.bare));
    const rss = Math.max(...measured.map((result) => result[call].rss));
    lines.push(
      `${engine} ${call === 'health' ? 'GET /api/health' : 'GET /api/users/signedInUser'}: ` +
        `median ${percentile(shares, 50).toFixed(1)} % of the bare route ` +
        `(rounds ${shares.map((value) => value.toFixed(1)).join(', ')}), largest RSS ${rss.toFixed(0)} MB`,
    );
  }
  return lines;
}

const { onPostgres, onPglite } = await withBareServer(async (bareServer) => ({
  onPostgres: await withFreshDatabase((url) => measureServer(url, bareServer)),
  onPglite: await measureServer(undefined, bareServer),
}));

const lines = [
  `${connections} connections, ${seconds} s each, ${rounds} rounds, Node ${process.version}, NODE_ENV=production`,
  'targets: the signed-in read on PostgreSQL at 40 % of the bare route or more; PGlite RSS <= 300 MB',
  '',
  [
    'call'.padEnd(50),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'RSS MB'.padStart(8),
    'of bare'.padStart(9),
    'errors'.padStart(7),
  ].join(' '),
  ...engineLines('PostgreSQL', onPostgres),
  ...engineLines('PGlite', onPglite),
];
process.stdout.write(`${lines.join('\n')}\n`);
