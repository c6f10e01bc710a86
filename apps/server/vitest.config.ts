import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    // Each file starts its own embedded PostgreSQL (WASM), which takes a few seconds on a busy box.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll ends as soon as what it waits for is there; its deadline only ends a test whose
    // signal never comes, and two busy cores may take far longer than a second to bring it.
    expect: { poll: { timeout: 20_000 } },
  },
});
