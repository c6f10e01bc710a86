import type { CallQuery, listHtmlTemplates as listCall } from '@marquee/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import { signTemplates } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { containsText } from '../../../platform/db/like-pattern';
import { reachableClient, type SupportActor } from '../../scope';
import { selectTemplates, templateDetail, templatesInReach } from './templates-in-reach';

/**
 * The templates in reach by name, narrowed to those a client's signs may use (the global ones in
 * reach and its own; 404 when out of reach) or to a name; with a template code, that one with its
 * HTML, form model and files.
 */
export async function listHtmlTemplates(
  db: Database,
  actor: SupportActor,
  query: CallQuery<typeof listCall>,
) {
  const client = query.clientCode
    ? await reachableClient(db, actor, query.clientCode, 'clientCode')
    : undefined;
  const rows = await selectTemplates(
    db,
    and(
      await templatesInReach(db, actor),
      // A client's list is what its signs may use: the global templates and its own.
      client
        ? or(isNull(signTemplates.accountId), eq(signTemplates.accountId, client.id))
        : undefined,
      query.templateCode ? eq(signTemplates.templateCode, query.templateCode) : undefined,
      query.searchText ? containsText(signTemplates.name, query.searchText) : undefined,
    ),
  );
  return rows.map((row) => {
    const { html, formModel, assets, ...listed } = templateDetail(row);
    return query.templateCode ? { ...listed, html, formModel, assets } : listed;
  });
}
