import type { CallDescriptor } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { CallContext } from '../../platform/http/define-route';
import { visibleMediaSql, screensScope } from '../scope';
import type { BroadcastSaver } from './save-broadcast';

/**
 * The caller as a broadcast's saver: their row (the list's "My broadcasts" are those its user
 * saved last, and the broadcast's conditions reach what that user may see) and the media and
 * screens a save may name.
 */
export async function broadcastSaverOf({
  db,
  tenant,
  auth,
}: CallContext<CallDescriptor>): Promise<BroadcastSaver> {
  const [user, media, screens] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.userCode, auth.userCode)),
    visibleMediaSql(db, tenant, auth),
    screensScope(db, tenant, auth),
  ]);
  return { userId: user[0]?.id ?? null, media, screens };
}
