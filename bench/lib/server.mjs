// The built server as the benches run it: production mode, loopback only, its own data folder,
// on a fresh PostgreSQL database that is dropped afterwards (or on PGlite without one).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverEnvironment, serverNodeFlags } from '../../apps/server/node-flags.mjs';
import { freePort, stop } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// BENCH_SERVER measures another build of the server (an older commit's) the same way.
const serverMain = path.resolve(
  process.env.BENCH_SERVER ?? path.join(here, '../../apps/server/dist/main.js'),
);
export const adminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const seedPassword = 'bench-password-1';
/** A seeded demo user who may see and edit everything of the demo account. */
export const ownerEmail = 'owner@retail.example.com';

async function waitForHealth(baseUrl, server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`);
    const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy');
}

/**
 * Runs the built server until `use({ baseUrl, pid, dataDir })` is done, then stops it and removes
 * its data folder. `env` adds to (or overrides) the production settings.
 */
export async function withServer(databaseUrl, env, use) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = serverEnvironment({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: `${port}`,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SEED_PASSWORD: seedPassword,
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const server = spawn(
    process.execPath,
    [
      ...serverNodeFlags(serverEnv),
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      serverMain,
    ],
    {
      env: serverEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForHealth(baseUrl, server);
    return await use({ baseUrl, pid: server.pid, dataDir });
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the local PostgreSQL, dropped when `use(url)` is done. */
export async function withFreshDatabase(use) {
  const name = `marquee_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** A client of `url` for seeding and checking, ended when `use(client)` is done. */
export async function withDatabaseClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
