import { can } from '@marquee/domain';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../scope';

/**
 * A local selection (an interactive broadcast) is kept by those with the InteractiveBroadcasts
 * edit permission (spec 001 section 6), beside Broadcast edit: making one, changing one (into a
 * plain broadcast too) and deleting one.
 */
export function assertMayEditInteractive(actor: Actor, ...isInteractive: boolean[]): void {
  if (!isInteractive.some(Boolean)) return;
  if (actor.isAdmin || can(actor, 'InteractiveBroadcasts', 'edit')) return;
  throw new Forbidden('Local selections need the interactive broadcasts edit permission.');
}
