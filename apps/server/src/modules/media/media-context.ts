import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Jobs } from '../../platform/jobs/jobs-plugin';
import type { FileStore } from '../../platform/storage/file-store';

/**
 * The platform services a media operation uses besides the database. An operation that needs them
 * takes them third, right after the caller: `operation(db, actor, platform, input)`.
 */
export interface MediaPlatform {
  files: FileStore;
  jobs: Jobs;
  config: Config['media'];
  log: FastifyBaseLogger;
}

export function mediaPlatform(app: FastifyInstance): MediaPlatform {
  return { files: app.files, jobs: app.jobs, config: app.config.media, log: app.log };
}
