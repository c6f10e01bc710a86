import { and, eq, inArray } from 'drizzle-orm';
import { media, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { conditionLeaves } from '@marquee/domain';
import { BadRequest, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import type { RoleInput } from './create-role';

/** The codes among `codes` that name none of the account's rows of the table. */
async function foreignCodes(
  db: Database,
  actor: Actor,
  table: typeof players | typeof media,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const codeColumn = table === players ? players.playerCode : media.mediaCode;
  const rows = await db
    .select({ code: codeColumn })
    .from(table)
    .where(and(eq(table.accountId, actor.accountId), inArray(codeColumn, [...codes])));
  const own = new Set(rows.map((row) => row.code));
  return codes.filter((code) => !own.has(code));
}

/**
 * A role's fixed lists may name only the account's own screens and media; another account's
 * code is "no such", as everywhere. Its conditions may not test item attributes: screens and
 * media have none, and a row that limits nothing must not look to an administrator as if it did.
 */
export async function checkRoleFilters(db: Database, actor: Actor, input: RoleInput) {
  for (const field of ['ScreensFilter', 'MediaLibraryFilter'] as const) {
    const condition = input[field]?.Condition;
    const stray = condition
      ? conditionLeaves(condition).find(({ leaf }) => leaf.nodeType === 'Attribute')
      : undefined;
    if (stray) {
      throw new BadRequest(`${field}.Condition.${stray.path}.nodeType: cannot test Attribute`);
    }
  }
  const lists = [
    ['ScreensFilter', players, 'screen', input.ScreensFilter?.FixedPlayerList],
    ['MediaLibraryFilter', media, 'media file', input.MediaLibraryFilter?.FixedPlayerList],
  ] as const;
  for (const [field, table, what, codes = []] of lists) {
    const [unknown] = await foreignCodes(db, actor, table, codes);
    if (unknown !== undefined) {
      throw new NotFound(`${field}.FixedPlayerList[${codes.indexOf(unknown)}]: no such ${what}`);
    }
  }
}
