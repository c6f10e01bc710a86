import type { TemplateAsset } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { SupportActor } from '../../scope';
import { findTemplateAssetIn } from '../../sign-templates';
import { templatesInReach } from './templates-in-reach';

/**
 * A file of one version of a template the support user may see, for the editor's preview: a
 * client's template only with that client in reach, a global one only with every client, as the
 * list shows them. Any other answers 404, so another client's template is not revealed.
 */
export async function templateAssetInReach(
  db: Database,
  actor: SupportActor,
  asset: { templateCode: string; version: number; fileName: string },
): Promise<TemplateAsset> {
  return findTemplateAssetIn(db, await templatesInReach(db, actor), asset);
}
