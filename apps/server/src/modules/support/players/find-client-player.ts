import type { Database } from '../../../platform/db/database';
import {
  type Actor,
  clientActor,
  findPlayer,
  reachableClient,
  type SupportActor,
} from '../../scope';

/**
 * A client the caller's support roles reach, with the customer actor support acts as on its
 * players (all of them); 404 outside reach.
 */
export async function clientWithActor(db: Database, actor: SupportActor, accountCode: string) {
  const client = await reachableClient(db, actor, accountCode, 'account');
  const inClient: Actor = clientActor(actor, {
    accountId: client.id,
    accountCode: client.accountCode,
  });
  return { client, inClient };
}

/** The named player of a reachable client, with that client; 404 outside reach. */
export async function findClientPlayer(
  db: Database,
  actor: SupportActor,
  { account, player }: { account: string; player: string },
) {
  const { client, inClient } = await clientWithActor(db, actor, account);
  return { client, player: await findPlayer(db, inClient, player) };
}
