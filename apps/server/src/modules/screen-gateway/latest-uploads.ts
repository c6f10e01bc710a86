import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { players, screenCommands } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

type UploadKind = 'orderScreenshot' | 'orderLogs';

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
