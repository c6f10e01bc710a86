import { statusReportSchema } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { locations, playerFormats } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { SupportActor } from '../../scope';
import { findClientPlayer } from './find-client-player';

/** A player of a reachable client as the console's drawer shows it. */
export async function getPlayerDetails(
  db: Database,
  actor: SupportActor,
  params: { account: string; player: string },
) {
  const { client, player } = await findClientPlayer(db, actor, params);
  const [[format], [location]] = await Promise.all([
    db
      .select({ code: playerFormats.playerFormatCode, name: playerFormats.name })
      .from(playerFormats)
      .where(eq(playerFormats.id, player.playerFormatId)),
    player.locationId
      ? db
          .select({ code: locations.locationCode, name: locations.name })
          .from(locations)
          .where(eq(locations.id, player.locationId))
      : [],
  ]);
  const report = statusReportSchema.safeParse(player.statusReport);
  const reported = report.success ? report.data : null;
  return {
    accountCode: client.accountCode,
    accountName: client.name,
    playerCode: player.playerCode,
    name: player.name,
    locationCode: location?.code ?? null,
    locationName: location?.name ?? null,
    playerFormatCode: format?.code ?? '',
    playerFormatName: format?.name ?? '',
    mountedDirection: player.mountedDirection,
    pairedAt: player.pairedAt?.toISOString() ?? null,
    createdAt: player.createdAt.toISOString(),
    resolution: reported ? `${reported.resolution.width}x${reported.resolution.height}` : null,
    playerVersion: reported?.appVersion ?? null,
    userAgent: reported?.userAgent ?? null,
  };
}
