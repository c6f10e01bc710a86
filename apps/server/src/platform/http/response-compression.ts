import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers made per request: JSON, the identity pages' HTML, other text. Built front-end files
 * come precompressed from the build instead, and media (images, video, downloads) is left as it
 * is: it is compressed already, and its byte ranges must stay those of the file.
 */
const compressibleTypes =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript))(?:;|$)/;

/**
 * Compresses answers above 1 KB, brotli preferred over gzip, with `Vary: Accept-Encoding`.
 * Brotli runs at a low quality: on a busy server its top levels cost far more time than the
 * few bytes they save. Request bodies are not decompressed: no client sends them compressed,
 * and a tiny compressed body could otherwise unpack to far more than the body limit's worth.
 */
export const responseCompressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: compressibleTypes,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      globalDecompression: false,
    });
  },
  { name: 'response-compression' },
);
