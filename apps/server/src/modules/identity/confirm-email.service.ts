import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { consumeUserToken } from './user-tokens';
import { isEmailTaken } from './user-email';

export type ConfirmEmailOutcome = 'confirmed' | 'invalid' | 'taken';

/** Confirms an address from its mailed link; a changed address takes effect only now. */
export async function confirmEmail(db: Database, token: string): Promise<ConfirmEmailOutcome> {
  const used = await consumeUserToken(db, token, ['confirmEmail']);
  if (!used) return 'invalid';
  if (used.email && (await isEmailTaken(db, used.email, used.userId))) return 'taken';
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date(), ...(used.email ? { email: used.email } : {}) })
    .where(eq(users.id, used.userId));
  return 'confirmed';
}
