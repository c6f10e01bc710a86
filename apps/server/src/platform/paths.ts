import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function isServerPackage(folder: string): boolean {
  const file = join(folder, 'package.json');
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === '@marquee/server';
}

/**
 * The server package's folder (apps/server), found from this module whether it runs from
 * source or from the bundle in dist/.
 */
function findServerRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!isServerPackage(folder)) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the @marquee/server package folder');
    folder = parent;
  }
  return folder;
}

export const serverRoot = findServerRoot();

/** The apps/ folder beside the server, holding the built front ends. */
export const appsRoot = dirname(serverRoot);
