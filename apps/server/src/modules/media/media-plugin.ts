import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { handleMediaPreviews, previewMediaQueue } from './make-preview';
import { mediaPlatform } from './media-context';
import { handleMediaProcessing, processMediaQueue } from './process-media';
import { maxFilePartsPerUpload } from './receive-upload';

const uploadBufferBytes = 256 * 1024;

/** Multipart uploads streamed part by part, and the workers that make thumbnails and previews. */
export const mediaPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      // A file part buffers up to 256 kB before it holds the request back: with the 16 kB default
      // the socket pauses and resumes every few chunks and a large upload crawls.
      fileHwm: uploadBufferBytes,
      // Files stream to disk as they arrive; only these bounds are kept in memory.
      limits: {
        fileSize: app.config.media.maxBytes,
        // Files past the ones stored are still read, to be answered by name.
        files: maxFilePartsPerUpload,
        fields: 20,
        parts: maxFilePartsPerUpload + 20,
        fieldSize: 64 * 1024,
      },
    });
    const database = () => app.database.db;
    app.jobs.handle(processMediaQueue, handleMediaProcessing(database, mediaPlatform(app)));
    app.jobs.handle(previewMediaQueue, handleMediaPreviews(database, mediaPlatform(app)));
  },
  { name: 'media', dependencies: ['jobs', 'files'] },
);
