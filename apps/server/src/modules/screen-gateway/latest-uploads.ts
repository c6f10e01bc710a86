import { and, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { players, screenCommands } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

const uploadKinds = ['orderScreenshot', 'orderLogs'] as const;
type UploadKind = (typeof uploadKinds)[number];

async function latestUpload(
  db: Database,
  { accountId, playerId }: { accountId: string; playerId: string },
  kind: UploadKind,
): Promise<{ body: Buffer; at: Date } | null> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.accountId, accountId)));
  if (!player) throw new NotFound('Player not found');
  const [row] = await db
    .select({ body: screenCommands.resultBody, at: screenCommands.resultAt })
    .from(screenCommands)
    .where(
      and(
        eq(screenCommands.playerId, playerId),
        eq(screenCommands.kind, kind),
        isNotNull(screenCommands.resultAt),
      ),
    )
    .orderBy(desc(screenCommands.resultAt))
    .limit(1);
  return row?.body && row.at ? { body: row.body, at: row.at } : null;
}

/** The newest screenshot (PNG) the player uploaded, or null; 404 for another account's player. */
export async function latestScreenshot(
  db: Database,
  target: { accountId: string; playerId: string },
): Promise<{ png: Buffer; takenAt: Date } | null> {
  const upload = await latestUpload(db, target, 'orderScreenshot');
  return upload && { png: upload.body, takenAt: upload.at };
}

/** The newest log text the player uploaded, or null; 404 for another account's player. */
export async function latestLogs(
  db: Database,
  target: { accountId: string; playerId: string },
): Promise<{ text: string; writtenAt: Date } | null> {
  const upload = await latestUpload(db, target, 'orderLogs');
  return upload && { text: upload.body.toString('utf8'), writtenAt: upload.at };
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
        isNotNull(screenCommands.resultBody),
      ),
    )
    .groupBy(screenCommands.kind);
  const at = (kind: UploadKind) => rows.find((row) => row.kind === kind)?.at ?? null;
  return { screenshotTakenAt: at('orderScreenshot'), logsWrittenAt: at('orderLogs') };
}
