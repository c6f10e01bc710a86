import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { consumeUserToken } from './user-tokens';

export type ConfirmEmailOutcome = 'confirmed' | 'invalid' | 'taken';

/** Confirms an address from its mailed link; a changed address takes effect only now. */
export async function confirmEmail(db: Database, token: string): Promise<ConfirmEmailOutcome> {
  const used = await consumeUserToken(db, token, ['confirmEmail']);
  if (!used) return 'invalid';
  if (used.email) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(sql`lower(${users.email})`, used.email.toLowerCase()), ne(users.id, used.userId)),
      );
    if (other) return 'taken';
  }
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date(), ...(used.email ? { email: used.email } : {}) })
    .where(eq(users.id, used.userId));
  return 'confirmed';
}
