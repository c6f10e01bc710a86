import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const runningFile = fileURLToPath(import.meta.url);

/**
 * Which server code builds manifests here, stored beside each manifest hash a rebuild saves. A
 * screen that connects is given the stored hash without its manifest being built only when this
 * same code stored it: another version may build another manifest from the same rows, and no one
 * has to remember to say so. Built, the server is one file, and its hash names the code. Run from
 * its sources (development, tests), the code is many files that may change between starts, so a
 * process trusts only the hashes it stored itself.
 */
export const manifestBuild = runningFile.endsWith('.js')
  ? createHash('sha256').update(readFileSync(runningFile)).digest('base64url').slice(0, 22)
  : `source-${randomUUID()}`;
