import type { ScreenCommand } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { findPlayerIds, type SupportActor } from '../../scope';
import { issueCommand } from '../../screen-gateway';
import { clientWithActor } from './find-client-player';

export interface ClientPlayersCommand {
  accountCode: string;
  playerCodes: readonly string[];
  kind: ScreenCommand['kind'];
  lastLogDateTime?: string;
}

/**
 * Puts a command in the outbox of each named player of a reachable client, through the same
 * gateway the customer app uses; 404 when the client or any player is not reachable.
 */
export async function commandClientPlayers(
  db: Database,
  actor: SupportActor,
  { accountCode, playerCodes, kind, lastLogDateTime }: ClientPlayersCommand,
): Promise<string[]> {
  const { client, inClient } = await clientWithActor(db, actor, accountCode);
  const playerIds = await findPlayerIds(db, inClient, playerCodes);
  return issueCommand(db, {
    accountId: client.id,
    playerIds,
    kind,
    ...(lastLogDateTime ? { lastLogDateTime: new Date(lastLogDateTime) } : {}),
  });
}
