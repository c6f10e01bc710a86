import { defineConfig } from 'vitest/config';

// Each workspace with tests is a project; apps carry their own vitest.config.ts. The docs
// project checks the README and docs/ against the repository.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', { test: { name: 'docs', include: ['scripts/*.test.ts'] } }],
  },
});
