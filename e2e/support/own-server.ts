import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPassword } from './demo';

export interface LanServer {
  /** The address people on the LAN open, e.g. `http://signage.lan:41234`. */
  publicUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

/**
 * The production build on loopback, published as `http://<hostName>:<port>` the way a shop
 * runs it on its LAN (PUBLIC_URL names the LAN host, plain HTTP), on a fresh data directory.
 */
export async function startLanServer(hostName: string): Promise<LanServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-lan-'));
  const server = spawn(process.execPath, ['../apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://${hostName}:${port}`,
      DATA_DIR: dataDir,
      SEED_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && server.exitCode === null) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.ok) return { publicUrl: `http://${hostName}:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The LAN server did not become healthy');
}
