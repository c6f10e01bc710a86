import { statusReportSchema } from '@marquee/contracts';
import { desc, eq } from 'drizzle-orm';
import { customPlayerStatusHistory } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { playerStatusOf } from '../../players';
import type { SupportActor } from '../../scope';
import { findClientPlayer } from './find-client-player';

/** History entries the status answer carries, newest first. */
const historyLength = 20;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A player's status with the spec's playlist times and hashes and its custom status history. */
export async function getPlayerStatus(
  db: Database,
  actor: SupportActor,
  params: { account: string; player: string },
) {
  const { player } = await findClientPlayer(db, actor, params);
  const history = await db
    .select()
    .from(customPlayerStatusHistory)
    .where(eq(customPlayerStatusHistory.playerId, player.id))
    .orderBy(desc(customPlayerStatusHistory.setAt), desc(customPlayerStatusHistory.id))
    .limit(historyLength);
  const report = statusReportSchema.safeParse(player.statusReport);
  return {
    status: playerStatusOf(player, new Date()),
    lastHeartbeatAt: iso(player.lastHeartbeatAt),
    LastWriteTime: iso(player.playlistModifiedAt),
    LastInUseTime: iso(player.playlistDownloadedAt),
    PlaylistHashCode: player.playlistHash,
    LastInUseHashCode: player.playlistDownloadedHash,
    errors: report.success ? report.data.errors : [],
    customPlayerStatus: player.customStatusText
      ? {
          text: player.customStatusText,
          overwriteOnlineStatus: player.customStatusOverwritesOnline,
          setAt: iso(player.customStatusSetAt),
        }
      : null,
    customPlayerStatusHistory: history.map((change) => ({
      text: change.text,
      overwriteOnlineStatus: change.overwritesOnline,
      setBy: change.setByName,
      setAt: change.setAt.toISOString(),
    })),
  };
}
