import { and, asc, eq } from 'drizzle-orm';
import { locations, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { attributeValues } from '../items';
import type { Actor } from '../scope';

export interface SignOption {
  value: string;
  label: string;
}

/** Most options one source offers. */
const maxOptions = 500;

/**
 * The choices of a field whose options come from the account (`optionsSource`): its locations,
 * its media tags, or the values its items hold for one attribute (`item:<attributeCode>`).
 */
export async function signOptions(db: Database, actor: Actor, name: string): Promise<SignOption[]> {
  if (name === 'locations') {
    const rows = await db
      .select({ value: locations.locationCode, label: locations.name })
      .from(locations)
      .where(eq(locations.accountId, actor.accountId))
      .orderBy(asc(locations.name))
      .limit(maxOptions);
    return rows;
  }
  if (name === 'tags') {
    const rows = await db
      .select({ value: tags.name, label: tags.name })
      .from(tags)
      .where(and(eq(tags.accountId, actor.accountId)))
      .orderBy(asc(tags.name))
      .limit(maxOptions);
    return rows;
  }
  const attribute = /^item:([A-Za-z][A-Za-z0-9_]{0,63})$/.exec(name)?.[1];
  if (!attribute) throw new NotFound(`name: no options called ${name}`);
  const values = await attributeValues(db, actor, attribute);
  return values.map((value) => ({ value, label: value }));
}
