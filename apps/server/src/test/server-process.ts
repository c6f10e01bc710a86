import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/env';
import type { DatabaseLocation } from '../platform/db/database';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const host = '127.0.0.1';
/** The address every process of a test answers as, so a token one issued holds on the next. */
const publicUrl = 'http://localhost:8080';
/** Lines of a process's output kept to explain a start that failed. */
const keptLines = 40;

/**
 * A database that outlives the server processes started on it: the PostgreSQL of `DATABASE_URL`
 * when set, else a PGlite data directory in a folder of its own (one process at a time).
 */
export interface ServerData {
  /** DATA_DIR of the processes (media files, and the PGlite database without DATABASE_URL). */
  dataDir: string;
  /** Where the test opens the same database itself, while no process holds a PGlite one. */
  location: DatabaseLocation;
  /** The environment, beyond the test's own, every process starts with. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

export async function createServerData(): Promise<ServerData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'marquee-server-'));
  const { databaseUrl } = loadConfig();
  return {
    dataDir,
    location: databaseUrl
      ? { engine: 'postgres', url: databaseUrl }
      : { engine: 'pglite', dataDir: join(dataDir, 'pglite') },
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: host,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A port free on the loopback interface right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The real server (`src/main.ts` through tsx) as a child process on a free loopback port: the
 * way to test what survives a crash (`kill`, a SIGKILL) or a stop (`stop`, a SIGTERM).
 */
export class ServerProcess {
  private readonly output: string[] = [];
  private readonly exited: Promise<number | null>;
  private hasExited = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - keptLines));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.hasExited = true;
        resolve(code);
      }),
    );
  }

  /** Starts a process on the data and settles once its health check answers 200. */
  static async start(data: ServerData): Promise<ServerProcess> {
    const port = await freePort();
    // Node itself runs main.ts (tsx as a loader), so the pid a signal goes to is the server's.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, ...data.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, `http://${host}:${port}`);
    await server.untilHealthy();
    return server;
  }

  get socketUrl(): string {
    return `${this.url.replace(/^http/, 'ws')}/screen-api/socket`;
  }

  /** Polls the health check (up once the database is); fails when the process ends first. */
  private async untilHealthy(): Promise<void> {
    for (;;) {
      if (this.hasExited) {
        throw new Error(`The server ended before it was healthy:\n${this.output.join('\n')}`);
      }
      const answer = await fetch(`${this.url}/api/health`).catch(() => null);
      if (answer?.status === 200) return;
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  }

  /** Kills the process at once (SIGKILL): nothing in flight is finished or flushed. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** Stops the process as an orchestrator would (SIGTERM): in-flight work is finished first. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    if (!this.hasExited) this.child.kill(signal);
    await this.exited;
  }
}
