import type { CallBody, createSupportPlayerFormat as createCall } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../audit';
import { insertPlayerFormat } from '../../player-formats';
import type { SupportActor } from '../../scope';
import { formatOwner } from './changeable-format';
import { formatValues, listedLayers } from './format-values';
import { formatView } from './format-view';

/** Creates a format for a reachable client, or a global one without a client. */
export async function createPlayerFormat(
  db: Database,
  actor: SupportActor,
  input: CallBody<typeof createCall>,
) {
  const client = await formatOwner(db, actor, input.clientCode);
  return db.transaction(async (tx) => {
    const format = await insertPlayerFormat(
      tx,
      client?.id ?? null,
      formatValues(input),
      listedLayers(input).map(({ layerCode: _code, ...layer }) => layer),
    );
    const after = await formatView(tx, format.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client?.id ?? null,
      action: 'createPlayerFormat',
      details: { before: null, after },
    });
    return after;
  });
}
