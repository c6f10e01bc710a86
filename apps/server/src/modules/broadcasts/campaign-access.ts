import { can } from '@marquee/domain';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../scope';

type BroadcastType = 'Standard' | 'Campaign';

/**
 * A campaign is saved or deleted with CampaignBuilder edit beside the Broadcast edit every
 * broadcast call needs (001 section 2, /campaign routes); it also reads Disabled while the
 * account's Campaigns application is off. Both the stored type and the saved one count, so no
 * save turns a campaign into a broadcast or back without it.
 */
export function assertMayChangeCampaign(actor: Actor, ...types: BroadcastType[]): void {
  if (types.includes('Campaign') && !can(actor, 'CampaignBuilder', 'edit')) {
    throw new Forbidden('Campaigns need the CampaignBuilder edit permission.');
  }
}
