import { and, eq } from 'drizzle-orm';
import { accounts, playerFormats } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Forbidden, NotFound } from '../../../platform/errors';
import { reachableClient, reachedAccounts, type ClientReach, type SupportActor } from '../../scope';

/**
 * Global formats lay out screens of every client, so only a caller reaching every client may
 * create or change one.
 */
function assertReachesEveryClient(reach: ClientReach) {
  if (!reach.isEveryClient) {
    throw new Forbidden('Only a support role that reaches every client may change global formats');
  }
}

/** The client a format is made for, if the caller reaches it; none is a global format. */
export async function formatOwner(db: Database, actor: SupportActor, clientCode?: string) {
  if (!clientCode) {
    assertReachesEveryClient(await actor.clients());
    return null;
  }
  return reachableClient(db, actor, clientCode, 'clientCode');
}

/**
 * A format the caller may change, locked for the rest of the transaction: a client's format when
 * the caller reaches the client (else 404, as for one that does not exist), a global one when it
 * reaches every client. The reach is read before the transaction, which holds the connection.
 */
export async function findChangeableFormat(tx: Database, reach: ClientReach, code: string) {
  const [format] = await tx
    .select()
    .from(playerFormats)
    .where(eq(playerFormats.playerFormatCode, code))
    .for('update');
  if (!format) throw new NotFound('playerFormatCode: no such format');
  if (format.accountId === null) {
    assertReachesEveryClient(reach);
    return { format, client: null };
  }
  const [client] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, format.accountId), reachedAccounts(reach)));
  if (!client) throw new NotFound('playerFormatCode: no such format');
  return { format, client };
}
