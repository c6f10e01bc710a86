import { eq, sql } from 'drizzle-orm';
import { broadcasts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict } from '../../../platform/errors';
import { recordSaversScopeChange } from '../../content';
import { deleteUserRow } from '../../identity';
import type { SupportActor } from '../../scope';
import { findReachableStaff } from './staff-reach';

export async function deleteSupportUser(db: Database, actor: SupportActor, userCode: string) {
  const user = await findReachableStaff(db, actor, userCode, 'id');
  if (user.userCode === actor.userCode) throw new Conflict('You cannot remove yourself');
  await db.transaction(async (tx) => {
    // Broadcasts they saved last reach no screen by condition once they are gone.
    const saved = await tx
      .selectDistinct({ accountId: broadcasts.accountId })
      .from(broadcasts)
      .where(eq(broadcasts.modifiedByUserId, user.id));
    for (const { accountId } of saved) {
      await recordSaversScopeChange(tx, accountId, sql`${user.id}::uuid`);
    }
    await deleteUserRow(tx, user.id);
  });
}
