import type { CallQuery, listExternalMessages as listCall } from '@marquee/contracts';
import { inArray, sql } from 'drizzle-orm';
import { accounts, externalMessages } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { containsText } from '../../../platform/db/like-pattern';
import { listPage } from '../../../platform/db/list-page';
import { sortKey } from '../../../platform/db/list-sort';
import type { SupportActor } from '../../scope';
import { messageColumns, messagesInReach, messageView } from './reached-messages';

export type MessageSearch = CallQuery<typeof listCall>;

/**
 * A page of the messages in the caller's reach, newest first, continued by key. A search looks in
 * the subject (trigram index) and joins the messages whose screen or client name matches, each
 * found through its own trigram index and capped like the rest.
 */
export async function listExternalMessages(
  db: Database,
  actor: SupportActor,
  search: MessageSearch,
) {
  const { rows, ...page } = await listPage(db, {
    table: externalMessages,
    columns: messageColumns,
    key: externalMessages.id,
    where: await messagesInReach(db, actor),
    search: {
      text: search.searchText,
      in: externalMessages.subject,
      alsoMatching: (text, cap) => {
        const byScreen = db
          .select({ id: externalMessages.id })
          .from(externalMessages)
          .where(containsText(externalMessages.playerName, text))
          .limit(cap);
        const matchingClients = db
          .select({ id: accounts.id })
          .from(accounts)
          .where(containsText(accounts.name, text))
          .limit(cap);
        const byClient = db
          .select({ id: externalMessages.id })
          .from(externalMessages)
          .where(inArray(externalMessages.accountId, matchingClients))
          .limit(cap);
        return sql`(${byScreen}) union (${byClient}) limit ${cap}`;
      },
    },
    sortKeys: { createdAt: sortKey(externalMessages.createdAt) },
    orderBy: 'createdAt',
    order: 'desc',
    page: search,
  });
  return { ExternalMessages: rows.map(messageView), ...page };
}
