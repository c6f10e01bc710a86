import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace with tests is a project; apps carry their own vitest.config.ts. The repository
// project checks the README and docs/ against the repository, and the module boundary check
// against its fixtures.
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default, which on a two-core machine runs every file one
    // after another. Its own process only gathers the reports, so one worker per core: the unit
    // step went from 973 to 743 s on two cores, every test passing.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*',
      'apps/*',
      { test: { name: 'repository', include: ['scripts/*.test.ts'] } },
    ],
  },
});
