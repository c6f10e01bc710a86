// What the benchmarks share: the built server as a child process on loopback, and a fresh
// PostgreSQL database for one run.
import net from 'node:net';
import pg from 'pg';

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

export async function waitForHealth(baseUrl) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL of `adminUrl`, dropped when `use` is done. */
export async function withFreshDatabase(adminUrl, use) {
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
