import type { TriggerInput } from '@marquee/contracts';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { accountTriggerView } from './account-trigger-view';
import { triggerAudit, type TriggerRow } from './trigger-rows';
import { tellScreensOfTrigger } from './trigger-screens';
import { writeAccountSetting } from './write-account-setting';

/** The definition's columns; only an External keeps a variable and its active value. */
export function definitionColumns(input: TriggerInput) {
  const isExternal = input.triggerGroup === 'External';
  return {
    name: input.name,
    triggerGroup: input.triggerGroup,
    actionType: input.actionType,
    variableName: isExternal ? (input.variableName ?? null) : null,
    activeValue: isExternal ? input.activeValue?.trim() || 'on' : null,
  };
}

/**
 * The account's rules across its triggers, checked while its trigger writes wait for each other:
 * one timer, and a variable name no other trigger uses in any case (409).
 */
async function checkAccountRules(tx: Database, actor: Actor, input: TriggerInput, except?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`triggers/${actor.accountId}`}))`);
  const others = (condition: SQL) =>
    tx
      .select({ id: triggers.id })
      .from(triggers)
      .where(
        and(
          eq(triggers.accountId, actor.accountId),
          condition,
          except ? ne(triggers.id, except) : undefined,
        ),
      )
      .limit(1);
  if (input.triggerGroup === 'Timer' && (await others(eq(triggers.triggerGroup, 'Timer'))).length)
    throw new Conflict('Only one timer trigger is allowed per account.');
  const { variableName } = definitionColumns(input);
  if (
    variableName &&
    (await others(sql`lower(${triggers.variableName}) = ${variableName.toLowerCase()}`)).length
  )
    throw new Conflict('variableName: another trigger of the account uses this variable name.');
}

/** What a save is, for the audit log; an update names the trigger as it was. */
export interface TriggerSave {
  action: 'createTrigger' | 'updateTrigger';
  before: TriggerRow | null;
  ipAddress: string;
}

/**
 * Writes a trigger and its account setting in one transaction after the account's rules hold,
 * telling the screens of the broadcasts that use it.
 */
export async function saveTrigger(
  db: Database,
  actor: Actor,
  input: TriggerInput,
  write: (tx: Database) => Promise<TriggerRow>,
  save: TriggerSave,
) {
  const row = await db.transaction(async (tx) => {
    await checkAccountRules(tx, actor, input, save.before?.id);
    const row = await write(tx);
    await writeAccountSetting(tx, row, input);
    await tellScreensOfTrigger(tx, actor.accountId, row.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: save.action,
      details: {
        before: save.before && triggerAudit(save.before),
        after: { ...triggerAudit(row), isEnabled: input.isEnabled, setting: input.setting },
      },
      ipAddress: save.ipAddress,
    });
    return row;
  });
  return accountTriggerView(db, actor, row);
}
