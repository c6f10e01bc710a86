import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from '../apps/server/node-flags.mjs';

const onPostgres = { DATABASE_URL: 'postgres://marquee@127.0.0.1/marquee' };

/** How a Node started with `flags` ends, and the heap's limit V8 reports in it. */
function startWith(flags: string[]): { status: number | null; stderr: string; heapLimit: number } {
  const run = spawnSync(
    process.execPath,
    [...flags, '-p', "require('node:v8').getHeapStatistics().heap_size_limit"],
    { encoding: 'utf8' },
  );
  return { status: run.status, stderr: run.stderr, heapLimit: Number(run.stdout) };
}

describe('how the server is started', () => {
  it('gives the embedded engine a smaller young generation and a slower-growing heap', () => {
    expect(serverNodeFlags(onPostgres)).toEqual(['--max-semi-space-size=8']);
    expect(serverNodeFlags({})).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=25']);
  });

  it('starts with flags this Node accepts, and the young generation sized by them', () => {
    const larger = startWith(['--max-semi-space-size=16']);
    const semiSpaces = [
      [serverNodeFlags(onPostgres), 8],
      [serverNodeFlags({}), 4],
    ] as const;
    for (const [flags, megabytes] of semiSpaces) {
      const started = startWith([...flags]);
      expect(started).toMatchObject({ status: 0, stderr: '' });
      // The heap's limit counts the young generation as three semi-spaces.
      expect(larger.heapLimit - started.heapLimit).toBe(3 * (16 - megabytes) * 1024 * 1024);
    }
  });

  it("bounds glibc's arenas unless the operator chose otherwise", () => {
    expect(serverEnvironment({ PORT: '3000' })).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      PORT: '3000',
    });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' })).toMatchObject({ MALLOC_ARENA_MAX: '8' });
  });
});
