import type { ScreenCommand } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import type { AuthContext } from '../../../platform/http/auth-context';
import { findPlayerIds } from '../../scope';
import { issueCommand } from '../../screen-gateway';
import { supportViewer } from './support-viewer';

/**
 * Puts a command in the outbox of each named player of a reachable client, through the same
 * gateway the customer app uses; 404 when the client or any player is not reachable.
 */
export async function commandClientPlayers(
  db: Database,
  auth: AuthContext,
  accountCode: string,
  playerCodes: readonly string[],
  kind: ScreenCommand['kind'],
  lastLogDateTime?: string,
): Promise<string[]> {
  const viewer = await supportViewer(db, auth, accountCode);
  const playerIds = await findPlayerIds(db, viewer, playerCodes);
  return issueCommand(db, {
    accountId: viewer.accountId,
    playerIds,
    kind,
    ...(lastLogDateTime ? { lastLogDateTime: new Date(lastLogDateTime) } : {}),
  });
}
