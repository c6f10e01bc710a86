import type { Database } from '../../../platform/db/database';
import type { AuthContext } from '../../../platform/http/auth-context';
import { clientActor, findPlayer, type Actor } from '../../scope';
import { reachableClient } from '../roles';

/** A support user acting on one client: all its players, once the clients filter reaches it. */
export interface SupportViewer extends Actor {
  accountName: string;
}

/** The client the call names as a viewer of its players; 404 outside the caller's reach. */
export async function supportViewer(
  db: Database,
  auth: AuthContext,
  accountCode: string,
): Promise<SupportViewer> {
  const client = await reachableClient(db, auth, accountCode, 'account');
  return {
    ...clientActor(auth, { accountId: client.id, accountCode: client.accountCode }),
    accountName: client.name,
  };
}

/** The named player of a reachable client, with that client as its viewer. */
export async function supportPlayer(
  db: Database,
  auth: AuthContext,
  { account, player }: { account: string; player: string },
) {
  const viewer = await supportViewer(db, auth, account);
  return { viewer, player: await findPlayer(db, viewer, player) };
}

/** Who did it, as history and comments name them even after the user is removed. */
export function authorOf(auth: AuthContext) {
  const { userId, firstName, lastName, email } = auth.profile;
  return { userId, name: `${firstName} ${lastName}`.trim() || email };
}
