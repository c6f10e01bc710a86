import { statusReportSchema } from '@marquee/contracts';
import { playerStatus, type PlayerStatus } from '@marquee/domain';
import type { players } from '../../db/schema';

type StatusColumns = Pick<
  typeof players.$inferSelect,
  | 'pairedAt'
  | 'lastHeartbeatAt'
  | 'statusReport'
  | 'playlistHash'
  | 'playlistModifiedAt'
  | 'customStatusText'
  | 'customStatusOverwritesOnline'
>;

/** A player's status from its row, through the one domain function the screens and support share. */
export function playerStatusOf(row: StatusColumns, now: Date): PlayerStatus {
  const report = statusReportSchema.safeParse(row.statusReport);
  return playerStatus(
    {
      pairedAt: row.pairedAt,
      lastHeartbeatAt: row.lastHeartbeatAt,
      report: report.success ? report.data : null,
      playlistHash: row.playlistHash,
      playlistModifiedAt: row.playlistModifiedAt,
      customStatus: row.customStatusText
        ? { text: row.customStatusText, overwritesOnline: row.customStatusOverwritesOnline }
        : null,
    },
    now,
  );
}
