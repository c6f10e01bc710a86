import { defineConfig } from 'vitest/config';

// Each workspace with tests is a project; apps carry their own vitest.config.ts. The repository
// project checks the README and docs/ against the repository, and the module boundary check
// against its fixtures.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      { test: { name: 'repository', include: ['scripts/*.test.ts'] } },
    ],
  },
});
