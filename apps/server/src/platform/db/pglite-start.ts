import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded engine's settings. PostgreSQL's default of 128 MB of shared buffers lives in
 * the process's WebAssembly memory, which never shrinks; the files it caches are in the
 * operating system's page cache anyway, so 16 MB keeps the process near half its size at no
 * measured cost to the benches (`npm run bench:api`).
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'work_mem=4MB'],
];

// Run as CommonJS in the worker, with the engine's own path, so that it resolves wherever the
// server starts from.
const initialiseSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.engine);
PGlite.create({ dataDir: workerData.dataDir, startParams: workerData.startParams })
  .then((db) => db.close())
  .then(() => parentPort.postMessage('done'));
`;

/**
 * Creates the cluster of a new data folder in a thread of its own. Creating one runs initdb
 * in a second WebAssembly instance of several hundred megabytes, which would otherwise stay
 * resident until a full collection happens to find it; a thread's memory goes back to the
 * system when it ends.
 */
export async function initialisePgliteFolder(dataDir: string): Promise<void> {
  if (
    await access(join(dataDir, 'PG_VERSION')).then(
      () => true,
      () => false,
    )
  )
    return;
  const engine = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(initialiseSource, {
    eval: true,
    workerData: { engine, dataDir, startParams: pgliteStartParams },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Creating the database stopped (${code})`)));
  });
  await worker.terminate();
}
