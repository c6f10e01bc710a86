import type { ScreenCommand } from '@marquee/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { screenCommands } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The screen's unacknowledged commands, oldest first, counted as delivered once more. */
export async function takePendingCommands(
  db: Database,
  playerId: string,
): Promise<ScreenCommand[]> {
  const pending = db
    .select({ id: screenCommands.id })
    .from(screenCommands)
    .where(and(eq(screenCommands.playerId, playerId), isNull(screenCommands.ackedAt)))
    .orderBy(asc(screenCommands.issuedAt))
    .limit(100);
  const rows = await db
    .update(screenCommands)
    .set({ deliveryCount: sql`${screenCommands.deliveryCount} + 1` })
    .where(sql`${screenCommands.id} in ${pending}`)
    .returning({
      commandId: screenCommands.id,
      kind: screenCommands.kind,
      lastLogDateTime: screenCommands.lastLogDateTime,
      issuedAt: screenCommands.issuedAt,
    });
  return rows
    .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())
    .map((row) => ({
      commandId: row.commandId,
      kind: row.kind as ScreenCommand['kind'],
      issuedAt: row.issuedAt.toISOString(),
      ...(row.lastLogDateTime ? { lastLogDateTime: row.lastLogDateTime.toISOString() } : {}),
    }));
}

/**
 * Keeps the screenshot or log a command ordered; a second upload for the same command (a repeated
 * delivery) replaces the first rather than adding one.
 */
export async function storeCommandResult(
  db: Database,
  playerId: string,
  upload: { commandId: string; kind: 'orderScreenshot' | 'orderLogs'; type: string; body: Buffer },
): Promise<boolean> {
  const [row] = await db
    .update(screenCommands)
    .set({
      resultType: upload.type,
      resultBody: upload.body,
      resultAt: sql`now()`,
      ackedAt: sql`coalesce(${screenCommands.ackedAt}, now())`,
      isAckOk: sql`coalesce(${screenCommands.isAckOk}, true)`,
    })
    .where(
      and(
        eq(screenCommands.id, upload.commandId),
        eq(screenCommands.playerId, playerId),
        eq(screenCommands.kind, upload.kind),
      ),
    )
    .returning({ id: screenCommands.id });
  return row !== undefined;
}
