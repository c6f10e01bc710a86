import type { PlayerFormatDraft } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import type { SupportActor } from '../../scope';
import { formatOwner } from './changeable-format';

const width = 1920;
const height = 1080;

/** A blank full-HD format for the editor to start from, for a client the caller may change. */
export async function newPlayerFormat(
  db: Database,
  actor: SupportActor,
  clientCode?: string,
): Promise<PlayerFormatDraft> {
  const client = await formatOwner(db, actor, clientCode);
  return {
    clientCode: client?.accountCode ?? null,
    name: '',
    description: '',
    resolutionX: width,
    resolutionY: height,
    hasDefaultLayer: true,
    defaultLayerLeft: 0,
    defaultLayerTop: 0,
    defaultLayerWidth: width,
    defaultLayerHeight: height,
    aspect: '16:9',
    layers: [],
  };
}
