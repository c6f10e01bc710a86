import type { CallDescriptor } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { CallContext } from '../../platform/http/define-route';
import { actorOf } from '../scope';
import type { BroadcastSaver } from './save-broadcast';

/**
 * The caller as a broadcast's saver: their row (the list's "My broadcasts" are those its user
 * saved last, and the broadcast's conditions reach what that user may see) and the media and
 * screens a save may name.
 */
export async function broadcastSaverOf(
  context: CallContext<CallDescriptor>,
): Promise<BroadcastSaver> {
  const actor = actorOf(context);
  const [user, media, screens] = await Promise.all([
    context.db.select({ id: users.id }).from(users).where(eq(users.userCode, actor.userCode)),
    actor.media(),
    actor.screens(),
  ]);
  return { userId: user[0]?.id ?? null, media, screens };
}
