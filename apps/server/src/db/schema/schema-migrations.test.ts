import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/migrate';
import { serverRoot } from '../../platform/paths';

// The CLI beside the package's entry point (its bin is not an exported subpath).
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

describe('database schema', () => {
  it('has a migration for every change (npm run db:generate -w @marquee/server)', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'marquee-drift-'));
    try {
      await cp(migrationsFolder(), copy, { recursive: true });
      // drizzle-kit takes the output folder relative to where it runs.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema/index.ts',
          `--out=${relative(serverRoot, copy)}`,
        ],
        { cwd: serverRoot },
      );
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
