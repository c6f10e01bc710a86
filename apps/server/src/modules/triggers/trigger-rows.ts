import { and, eq, isNull } from 'drizzle-orm';
import { triggers, triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

export type TriggerRow = typeof triggers.$inferSelect;
export type TriggerSettingRow = typeof triggerSettings.$inferSelect;

/** What the audit log keeps of a trigger: its code and definition. */
export const triggerAudit = (row: TriggerRow) => ({
  triggerCode: row.triggerCode,
  name: row.name,
  triggerGroup: row.triggerGroup,
  actionType: row.actionType,
  variableName: row.variableName,
  activeValue: row.activeValue,
});

/** The account level's row of a trigger: neither a location nor a screen. */
export const accountLevel = and(
  isNull(triggerSettings.locationId),
  isNull(triggerSettings.playerId),
);

/**
 * One of the account's triggers by code, or 404; locked until the caller's transaction ends when
 * it is about to change it.
 */
export async function findTrigger(
  db: Database,
  actor: Pick<Actor, 'accountId'>,
  triggerCode: string,
  isLocked = false,
): Promise<TriggerRow> {
  const query = db
    .select()
    .from(triggers)
    .where(and(eq(triggers.accountId, actor.accountId), eq(triggers.triggerCode, triggerCode)));
  const [row] = await (isLocked ? query.for('update') : query);
  if (!row) throw new NotFound('triggerCode: no such trigger');
  return row;
}
