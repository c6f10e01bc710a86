import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // On the PostgreSQL of DATABASE_URL every file shares one database, and a test that proves a
    // refused call changed nothing compares whole tables: there the files run one at a time. On
    // PGlite each file has a database of its own and the files run side by side.
    ...(process.env.DATABASE_URL ? { maxWorkers: 1 } : {}),
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
