import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
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

// Run as CommonJS in a process of its own, with the engine's own path, so that it resolves
// wherever the server starts from.
const initialiseSource = `
const [engine, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = require(engine);
PGlite.create({ dataDir, startParams: JSON.parse(startParams) }).then((db) => db.close());
`;

/**
 * Creates the cluster of a new data folder in a process of its own. Creating one runs initdb
 * in a second WebAssembly instance of several hundred megabytes. In the server's process, even
 * in a thread that ends, the allocator would keep much of what that instance touched: the
 * server idled 40 MB larger after a first start.
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
  const initdb = spawn(
    process.execPath,
    ['-e', initialiseSource, engine, dataDir, JSON.stringify(pgliteStartParams)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  initdb.stderr
    .setEncoding('utf8')
    .on('data', (text: string) => (errors = (errors + text).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    initdb.once('error', reject);
    initdb.once('close', resolve);
  });
  if (code !== 0) throw new Error(`Creating the database stopped (${code}): ${errors.trim()}`);
}
