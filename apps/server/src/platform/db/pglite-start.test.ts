import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './database';
import { initialisePgliteFolder } from './pglite-start';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'marquee-pglite-'));
  folders.push(folder);
  return folder;
}

describe('the embedded database folder', () => {
  it('is created in a process of its own, then opened with small shared buffers', async () => {
    const dataDir = await newFolder();
    await initialisePgliteFolder(dataDir);
    const created = await stat(join(dataDir, 'PG_VERSION'));
    expect(created.isFile()).toBe(true);

    const database = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const [settings] = await queryRows<{ shared_buffers: string }>(
        database.db,
        sql`show shared_buffers`,
      );
      expect(settings?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
    // A folder that holds a cluster is left as it is.
    await initialisePgliteFolder(dataDir);
    expect((await stat(join(dataDir, 'PG_VERSION'))).mtimeMs).toBe(created.mtimeMs);
  }, 120_000);

  it('reports why when the cluster cannot be created, with what the engine said', async () => {
    const file = join(await newFolder(), 'not-a-folder');
    await writeFile(file, '');
    await expect(initialisePgliteFolder(join(file, 'pglite'))).rejects.toThrow(
      /^Creating the database stopped \(1\): .*ENOTDIR/s,
    );
  }, 60_000);
});
