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
  },
});
