// Bundles TypeScript bench code the way the server is built (esbuild, the workspace packages'
// sources inlined), so an in-process bench measures the code as it runs in production.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles `entryPoints` (absolute paths) into a temporary folder, each as `<its name>.mjs`, and
 * calls `use(outputOf)` with the path of an entry's bundle; the folder is removed afterwards.
 */
export async function withBundle(entryPoints, use) {
  const dir = await mkdtemp(path.join(tmpdir(), 'marquee-bench-bundle-'));
  try {
    await build({
      entryPoints,
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      logLevel: 'warning',
    });
    return await use((entry) => path.join(dir, `${path.basename(entry, '.ts')}.mjs`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs a script in its own Node process, its output passed through; answers its exit status. */
export const runNode = (args) =>
  spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
