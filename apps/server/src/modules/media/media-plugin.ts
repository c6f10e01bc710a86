import fp from 'fastify-plugin';
import { handleMediaPreviews, previewMediaQueue } from './make-preview';
import { mediaPlatform } from './media-context';
import { handleMediaProcessing, processMediaQueue } from './process-media';

/** The workers that make thumbnails and previews of uploaded media. */
export const mediaPlugin = fp(
  async (app) => {
    const database = () => app.database.db;
    app.jobs.handle(processMediaQueue, handleMediaProcessing(database, mediaPlatform(app)));
    app.jobs.handle(previewMediaQueue, handleMediaPreviews(database, mediaPlatform(app)));
  },
  { name: 'media', dependencies: ['jobs', 'files'] },
);
