import { defineConfig } from 'vitest/config';

// Each workspace with tests is a project; apps carry their own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
