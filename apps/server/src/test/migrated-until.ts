import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsFolder } from '../platform/db/migrate';

/** Runs one migration's statements, as the migrator would. */
export async function applyMigration(db: PGlite, tag: string): Promise<void> {
  const text = await readFile(join(migrationsFolder(), `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

/** A fresh database with every migration before `tag` applied, to fill and then migrate. */
export async function databaseMigratedUntil(tag: string): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  const journal = JSON.parse(
    await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const tags = journal.entries.map((entry) => entry.tag);
  for (const earlier of tags.slice(0, tags.indexOf(tag))) await applyMigration(db, earlier);
  return db;
}
