import type { TriggerUse } from '@marquee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

/** A trigger use as a broadcast's columns keep it. */
export interface StoredTriggerUse {
  triggerId: string | null;
  playWhen: 'Active' | 'Inactive' | null;
}

const noUse: StoredTriggerUse = { triggerId: null, playWhen: null };

/**
 * The columns of each of a broadcast's trigger uses, named by where they stand in its input
 * (`groups[0].trigger`); a code that is not one of the account's triggers answers 404 naming it.
 */
export async function storedTriggerUses(
  db: Database,
  accountId: string,
  uses: readonly { path: string; use: TriggerUse }[],
): Promise<Map<string, StoredTriggerUse>> {
  const codes = [...new Set(uses.flatMap(({ use }) => (use ? [use.triggerCode] : [])))];
  const rows = codes.length
    ? await db
        .select({ id: triggers.id, code: triggers.triggerCode })
        .from(triggers)
        .where(and(eq(triggers.accountId, accountId), inArray(triggers.triggerCode, codes)))
    : [];
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  const stored = new Map<string, StoredTriggerUse>();
  for (const { path, use } of uses) {
    if (!use) {
      stored.set(path, noUse);
      continue;
    }
    const triggerId = idOf.get(use.triggerCode);
    // As the broadcast's other codes: one not of the account is not found.
    if (!triggerId) throw new NotFound(`${path}.triggerCode: There is no trigger with that code.`);
    stored.set(path, { triggerId, playWhen: use.playWhen });
  }
  return stored;
}

/** The codes of these triggers, to read a broadcast's uses back. */
export async function triggerCodesById(
  db: Database,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const known = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!known.length) return new Map();
  const rows = await db
    .select({ id: triggers.id, code: triggers.triggerCode })
    .from(triggers)
    .where(inArray(triggers.id, known));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** A stored use as the broadcast's answer gives it. */
export function triggerUseOf(
  codes: ReadonlyMap<string, string>,
  stored: StoredTriggerUse,
): TriggerUse {
  const code = stored.triggerId ? codes.get(stored.triggerId) : undefined;
  return code && stored.playWhen ? { triggerCode: code, playWhen: stored.playWhen } : null;
}
