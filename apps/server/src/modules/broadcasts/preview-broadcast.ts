import type { BroadcastPreviewBody, ScreenManifest } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { broadcastGroups, broadcastMedia, broadcasts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { loadPreviewManifest } from '../content';
import { findUsableFormat } from '../players';
import type { Actor } from '../scope';
import { openPreview } from '../screen-gateway';
import { accountTriggerStates, accountZone, triggerCodesById } from '../triggers';
import type { BroadcastRow } from './read-broadcast';

type ScreenTrigger = ScreenManifest['triggers'][string];

/**
 * A trigger held on or off for a preview: an external value the preview sets. An Interrupt
 * trigger keeps its definition (it plays once per firing, not while it holds); any other reads
 * as an External Play trigger active at 'on', whatever group it is of.
 */
export function forcedTrigger(trigger: ScreenTrigger, isActive: boolean): ScreenTrigger {
  const value = isActive ? 'on' : 'off';
  if (trigger.definition.actionType === 'Interrupt') {
    return { ...trigger, setting: { ...trigger.setting, value } };
  }
  return {
    definition: {
      name: trigger.definition.name,
      triggerGroup: 'External',
      actionType: 'Play',
      variableName: null,
      activeValue: 'on',
    },
    setting: { value },
  };
}

/** The zone a preview plays in, on whose wall clock its start is picked: the account's. */
export function previewZone(db: Database, actor: Actor): Promise<string> {
  return accountZone(db, actor.accountId);
}

/** The codes of the triggers the broadcast, its groups and its media rows use. */
async function triggerCodesOfBroadcast(db: Database, broadcastId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      own: broadcasts.triggerId,
      group: broadcastGroups.triggerId,
      row: broadcastMedia.triggerId,
    })
    .from(broadcasts)
    .leftJoin(broadcastGroups, eq(broadcastGroups.broadcastId, broadcasts.id))
    .leftJoin(broadcastMedia, eq(broadcastMedia.groupId, broadcastGroups.id))
    .where(eq(broadcasts.id, broadcastId));
  const ids = rows.flatMap((row) => [row.own, row.group, row.row]);
  return [...(await triggerCodesById(db, ids)).values()];
}

/**
 * Opens a ten-minute preview of the broadcast on a screen of the format, in the account's zone,
 * as if every group reached it, with the chosen triggers held on or off (404 naming a format or
 * trigger the account has not), and answers the screen app's address that plays it.
 */
export async function previewBroadcast(
  db: Database,
  actor: Actor,
  broadcast: BroadcastRow,
  input: BroadcastPreviewBody,
): Promise<{ previewUrl: string; expiresAt: string }> {
  const playerFormatId = await findUsableFormat(db, actor, input.playerFormatCode);
  const forced = Object.entries(input.triggerStates ?? {});
  const used = await triggerCodesOfBroadcast(db, broadcast.id);
  const states = await accountTriggerStates(db, actor.accountId, [
    ...new Set([...used, ...forced.map(([code]) => code)]),
  ]);
  const triggers = { ...states };
  for (const [code, isActive] of forced) {
    const trigger = states[code];
    if (!trigger) throw new NotFound(`triggerStates.${code}: There is no trigger with that code.`);
    triggers[code] = forcedTrigger(trigger, isActive);
  }
  const manifest = await loadPreviewManifest(db, {
    accountId: actor.accountId,
    broadcastId: broadcast.id,
    playerFormatId,
    timeZone: await previewZone(db, actor),
    triggers,
  });
  const { token, expiresAt } = await openPreview(db, {
    accountId: actor.accountId,
    broadcastId: broadcast.id,
    manifest,
    startsAt: input.at ? new Date(input.at) : null,
  });
  // The token rides in the fragment, which browsers never send: no server or proxy log, nor a
  // Referer, carries it. The screen app reads it and shows it to the gateway in a header.
  return { previewUrl: `/screen/#preview=${token}`, expiresAt: expiresAt.toISOString() };
}
