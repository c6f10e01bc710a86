// Bundles the scheduling bench the way the server is built (esbuild, TypeScript sources of the
// workspace packages inlined) and runs it, so it measures the code as it runs in production: the
// engine on its own, then the server path (BENCH_SCHEDULE=engine or server runs only one).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const only = process.env.BENCH_SCHEDULE;
const dir = await mkdtemp(path.join(tmpdir(), 'schedule-bench-'));
const here = (file) => new URL(file, import.meta.url).pathname;
const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
try {
  await build({
    entryPoints: [here('./run-schedule-bench.ts'), here('./schedule-fixtures.ts')],
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
  });
  let status = 0;
  if (only !== 'server') status = run([path.join(dir, 'run-schedule-bench.mjs')]);
  if (!status && only !== 'engine') {
    status = run([
      here('./run-schedule-server-bench.mjs'),
      path.join(dir, 'schedule-fixtures.mjs'),
    ]);
  }
  process.exitCode = status;
} finally {
  await rm(dir, { recursive: true, force: true });
}
