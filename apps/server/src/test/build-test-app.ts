import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, parseConfig } from '../config/env';
import type { DatabaseLocation } from '../platform/db/database';
import { temporaryFileStore } from './temporary-file-store';

/**
 * The database tests run on: the PostgreSQL of `DATABASE_URL` when set (shared by every test
 * file, so factories make their own tenants), else a fresh in-memory PGlite per app.
 */
export function testDatabaseLocation(): DatabaseLocation {
  const { databaseUrl } = loadConfig();
  return databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'pglite-memory' };
}

export function testConfig(overrides: Record<string, string> = {}) {
  return parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

/**
 * An app as the server builds it, on the test database, with its database up and hearing the
 * content changes recorded by any app on it.
 */
export async function buildTestApp(
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const files = await temporaryFileStore();
  const app = await buildApp({
    config: testConfig(),
    // Each app keeps its media files in a folder of its own, removed when it closes.
    files,
    databaseLocation: testDatabaseLocation(),
    validateResponses: true,
    // Test files share one PostgreSQL: each app works only on the jobs it queued itself.
    jobNamespace: randomUUID(),
    // The check reads every screen of the database, which test files on PostgreSQL share; the
    // alarm tests run it themselves.
    alarms: { checks: false },
    ...options,
  });
  app.addHook('onClose', () => rm(files.root, { recursive: true, force: true }));
  await app.database.ready;
  await app.contentChanges.listening;
  return app;
}
