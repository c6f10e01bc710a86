import { and, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { players, screenCommands } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

/** The commands whose answer is a file the screen uploads. */
const uploadKinds = ['orderScreenshot', 'orderLogs'] as const;
export type UploadKind = (typeof uploadKinds)[number];

export type UploadedFile = { kind: UploadKind; body: Buffer; at: Date };

/*
 * An order counts as an upload only once its file arrived: a later order that failed or is still
 * waiting must neither hide the previous file nor make the apps expect one. Both the file and its
 * time are read under this one condition, so they always agree.
 */
const fileArrived = isNotNull(screenCommands.resultBody);

/** The newest file of this kind the player uploaded, or null; 404 for another account's player. */
export async function latestUpload(
  db: Database,
  { accountId, playerId }: { accountId: string; playerId: string },
  kind: UploadKind,
): Promise<UploadedFile | null> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.accountId, accountId)));
  if (!player) throw new NotFound('Player not found');
  const [row] = await db
    .select({ body: screenCommands.resultBody, at: screenCommands.resultAt })
    .from(screenCommands)
    .where(and(eq(screenCommands.playerId, playerId), eq(screenCommands.kind, kind), fileArrived))
    .orderBy(desc(screenCommands.resultAt))
    .limit(1);
  return row?.body && row.at ? { kind, body: row.body, at: row.at } : null;
}

/**
 * When the player last uploaded a screenshot and a log, without their bytes: enough for an app
 * to know whether there is a file to ask for.
 */
export async function latestUploadTimes(
  db: Database,
  playerId: string,
): Promise<{ screenshotTakenAt: Date | null; logsWrittenAt: Date | null }> {
  const rows = await db
    .select({ kind: screenCommands.kind, at: max(screenCommands.resultAt) })
    .from(screenCommands)
    .where(
      and(
        eq(screenCommands.playerId, playerId),
        inArray(screenCommands.kind, uploadKinds),
        fileArrived,
      ),
    )
    .groupBy(screenCommands.kind);
  const at = (kind: UploadKind) => rows.find((row) => row.kind === kind)?.at ?? null;
  return { screenshotTakenAt: at('orderScreenshot'), logsWrittenAt: at('orderLogs') };
}
