import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { accounts, externalMessages, players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import type { SupportActor } from '../../scope';

/**
 * The messages a support user may see: those of the clients their roles reach. A message of no
 * client is seen only by those who reach every client.
 */
export async function messagesInReach(db: Database, actor: SupportActor): Promise<SQL | undefined> {
  const reach = await actor.clients();
  if (reach.isEveryClient) return undefined;
  const reached = db.select({ id: accounts.id }).from(accounts).where(reach.accounts);
  return inArray(externalMessages.accountId, reached);
}

/** The columns of a message as the list and the detail show it. */
export const messageColumns = {
  id: externalMessages.id,
  messageCode: externalMessages.messageCode,
  kind: externalMessages.kind,
  reason: externalMessages.reason,
  statusLevel: externalMessages.statusLevel,
  accountCode: sql<
    string | null
  >`(select ${accounts.accountCode} from ${accounts} where ${accounts.id} = ${externalMessages.accountId})`,
  accountName: sql<
    string | null
  >`(select ${accounts.name} from ${accounts} where ${accounts.id} = ${externalMessages.accountId})`,
  playerCode: sql<
    string | null
  >`(select ${players.playerCode} from ${players} where ${players.id} = ${externalMessages.playerId})`,
  playerName: externalMessages.playerName,
  subject: externalMessages.subject,
  createdAt: externalMessages.createdAt,
};

type MessageRow = {
  messageCode: string;
  kind: 'alarm' | 'resolved';
  reason: 'noContact' | 'status';
  statusLevel: string | null;
  accountCode: string | null;
  accountName: string | null;
  playerCode: string | null;
  playerName: string;
  subject: string;
  createdAt: Date;
};

export function messageView(row: MessageRow) {
  return {
    id: row.messageCode,
    kind: row.kind,
    reason: row.reason,
    statusLevel: row.statusLevel,
    account:
      row.accountCode !== null
        ? { accountCode: row.accountCode, accountName: row.accountName ?? '' }
        : null,
    player: { playerCode: row.playerCode, name: row.playerName },
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message by its code within the caller's reach; any other answers 404. */
export async function reachedMessage(db: Database, actor: SupportActor, code: string) {
  const reach = await messagesInReach(db, actor);
  const [row] = await db
    .select({
      ...messageColumns,
      text: externalMessages.text,
      episodeId: externalMessages.episodeId,
      accountId: externalMessages.accountId,
    })
    .from(externalMessages)
    .where(and(eq(externalMessages.messageCode, code), reach));
  if (!row) throw new NotFound('id: no such message');
  return row;
}
