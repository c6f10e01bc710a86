import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { maxFilePartsPerUpload } from './receive-upload';

const uploadBufferBytes = 256 * 1024;

/**
 * Multipart bodies streamed part by part, for the calls that take files and no others: the
 * parser's hooks (a listener on every answer, a promise on every request and another on every
 * response) would otherwise cost each of the server's calls.
 */
export const fileUploadsPlugin = fp(async (scope) => {
  await scope.register(multipart, {
    // A file part buffers up to 256 kB before it holds the request back: with the 16 kB default
    // the socket pauses and resumes every few chunks and a large upload crawls.
    fileHwm: uploadBufferBytes,
    // Files stream to disk as they arrive; only these bounds are kept in memory.
    limits: {
      fileSize: scope.config.media.maxBytes,
      // Files past the ones stored are still read, to be answered by name.
      files: maxFilePartsPerUpload,
      fields: 20,
      parts: maxFilePartsPerUpload + 20,
      fieldSize: 64 * 1024,
    },
  });
});
