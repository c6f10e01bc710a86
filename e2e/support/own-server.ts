import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from './demo';

/** A server of a journey's own, which it may stop and start without touching the others. */
export interface OwnServer {
  /** The address browsers open, e.g. `http://signage.lan:41234`. */
  publicUrl: string;
  /** Ends the process; its port and data directory stay for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory, and waits until it is healthy. */
  start(): Promise<void>;
  /** Ends the process and removes its data directory. */
  dispose(): Promise<void>;
}

const healthyWithinMs = 180_000;
/** The built server, found from this file so the journeys may run from any directory. */
const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

async function ended(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * The production build on loopback, on a fresh data directory, published as
 * `http://<hostName>:<port>` (PUBLIC_URL; plain HTTP, the way a shop runs it on its LAN when
 * the name is not 127.0.0.1).
 */
export async function startOwnServer(hostName = '127.0.0.1'): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-own-'));
  const publicUrl = `http://${hostName}:${port}`;
  let server: ChildProcess | undefined;

  const stop = async () => {
    if (server) await ended(server);
  };
  const start = async () => {
    await stop();
    const running = spawn(process.execPath, [serverMain], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        SEED_PASSWORD: demoPassword,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server = running;
    const deadline = Date.now() + healthyWithinMs;
    while (Date.now() < deadline && running.exitCode === null) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (health?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    throw new Error(`The server on port ${port} did not become healthy`);
  };
  const dispose = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await start();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { publicUrl, stop, start, dispose };
}

/**
 * A server of the journey file's own for its tests: started before them (its start counts
 * apart from theirs) and removed after. `site()` is its address, `server()` the server itself.
 */
export function useOwnServer() {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startOwnServer();
  });
  test.afterAll(() => server?.dispose());
  const current = (): OwnServer => {
    if (!server) throw new Error('The journey server did not start');
    return server;
  };
  return { server: current, site: () => current().publicUrl };
}
