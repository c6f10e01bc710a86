// npm run bench:api: a bare Fastify route, GET /api/health and the signed-in read
// GET /api/users/signedInUser, each at 50 connections, against the built server in production
// mode on PostgreSQL (a fresh database, dropped afterwards) and on embedded PGlite. Every
// process listens on 127.0.0.1 only, and the run stops by itself.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stop, waitForHealth, withFreshDatabase } from '../lib/server-process.mjs';
import { signIn } from './sign-in.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// BENCH_SERVER measures another build of the server (an older commit's) the same way.
const serverMain = path.resolve(
  process.env.BENCH_SERVER ?? path.join(here, '../../apps/server/dist/main.js'),
);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seedPassword = 'bench-password-1';

/** Starts a node process whose stdout's first line is the answer it is ready with. */
function startProcess(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ child, line: output.split('\n')[0] });
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited (${code})`)));
  });
}

async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** One autocannon run in its own process, with the server's largest RSS seen meanwhile. */
async function load(url, headers, pid) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const args = [autocannonCli, '-c', `${connections}`, '-d', `${duration}`, '-j'];
      const child = spawn(process.execPath, [...args, ...headerArgs, url], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let json = '';
      child.stdout.on('data', (chunk) => (json += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(json)) : reject(new Error(`autocannon exited ${code}`)),
      );
    });
  await run(2); // warm up (JIT, caches, pool)
  let rss = await residentMb(pid);
  const sampler = setInterval(async () => (rss = Math.max(rss, await residentMb(pid))), 250);
  const result = await run(seconds).finally(() => clearInterval(sampler));
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rss,
  };
}

/** The built server on one engine, in production mode: health and the signed-in read. */
async function measureServer(databaseUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: `${port}`,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_PASSWORD: seedPassword,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = spawn(process.execPath, [serverMain], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl);
    const token = await signIn(baseUrl, 'owner@retail.example.com', seedPassword);
    const health = await load(`${baseUrl}/api/health`, {}, server.pid);
    const signedIn = await load(
      `${baseUrl}/api/users/signedInUser`,
      { authorization: `Bearer ${token}` },
      server.pid,
    );
    return { health, signedIn };
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
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

const bareServer = await startProcess([path.join(here, 'bare-server.mjs')], process.env);
let bare;
try {
  bare = await load(`http://127.0.0.1:${bareServer.line}/bare`, {}, bareServer.child.pid);
} finally {
  await stop(bareServer.child);
}
const onPostgres = await withFreshDatabase(adminUrl, (url) => measureServer(url));
const onPglite = await measureServer(undefined);

const lines = [
  `${connections} connections, ${seconds} s each, Node ${process.version}, NODE_ENV=production`,
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
