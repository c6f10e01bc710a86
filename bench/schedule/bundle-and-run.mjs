// Bundles the scheduling bench the way the server is built (esbuild, TypeScript sources of the
// workspace packages inlined) and runs it, so it measures the code as it runs in production.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const dir = await mkdtemp(path.join(tmpdir(), 'schedule-bench-'));
try {
  const outfile = path.join(dir, 'run-schedule-bench.mjs');
  await build({
    entryPoints: [new URL('./run-schedule-bench.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
  });
  const { status } = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
  process.exitCode = status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
