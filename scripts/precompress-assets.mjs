#!/usr/bin/env node
// Writes brotli (.br) and gzip (.gz) copies beside every text file of a built front end, at the
// highest levels, so the server sends them as they are instead of compressing on each request.
// A copy that would not be smaller than its original is not written. Source maps are left out:
// only developer tools fetch them.
// Usage: node scripts/precompress-assets.mjs <build folder>...
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encoders = [
  {
    extension: '.br',
    encode: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', encode: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

async function precompressFile(path) {
  const original = await readFile(path);
  let saved = 0;
  for (const { extension, encode } of encoders) {
    const encoded = await encode(original);
    // A stale copy from an earlier build must not outlive a file that no longer gains from it.
    if (encoded.length >= original.length) {
      await rm(path + extension, { force: true });
      continue;
    }
    await writeFile(path + extension, encoded);
    if (extension === '.br') saved = original.length - encoded.length;
  }
  return { size: original.length, saved };
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('Usage: node scripts/precompress-assets.mjs <build folder>...');
  process.exit(1);
}
for (const folder of folders) {
  const files = (await readdir(folder, { recursive: true }))
    // Dot folders (Vite's manifest) are build records, not served.
    .filter((file) => compressible.test(file) && !/(^|[\\/])\./.test(file))
    .map((file) => join(folder, file));
  const results = await Promise.all(files.map(precompressFile));
  const size = results.reduce((sum, result) => sum + result.size, 0);
  const brotliSize = size - results.reduce((sum, result) => sum + result.saved, 0);
  console.log(
    `${folder}: ${files.length} files, ${(size / 1024).toFixed(0)} KB, as brotli ${(brotliSize / 1024).toFixed(0)} KB`,
  );
}
