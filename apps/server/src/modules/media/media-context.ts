import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs/jobs-plugin';
import type { FileStore } from '../../platform/storage/file-store';

/** The platform services the media operations use. */
export interface MediaServices {
  db: Database;
  files: FileStore;
  jobs: Jobs;
  config: Config['media'];
}

export function mediaServices(app: FastifyInstance): MediaServices {
  return { db: app.database.db, files: app.files, jobs: app.jobs, config: app.config.media };
}
