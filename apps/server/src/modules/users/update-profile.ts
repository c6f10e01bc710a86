import type { CallBody, updateProfile as updateProfileCall } from '@marquee/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { Conflict, NotFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import { sendEmailConfirmation } from '../identity';

export type ProfileInput = CallBody<typeof updateProfileCall>;

/**
 * Updates the signed-in user's names and preferences. A new address is only mailed a
 * confirmation link; it replaces the old one once confirmed.
 */
export async function updateProfile(
  db: Database,
  auth: AuthContext,
  context: { mailer: Mailer; publicUrl: string },
  input: ProfileInput,
): Promise<{ isEmailConfirmationSent: boolean }> {
  const [user] = await db.select().from(users).where(eq(users.userCode, auth.userCode));
  if (!user) throw new NotFound();
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      languageCode: input.langCode,
      dateFormat: input.dateFormat,
    })
    .where(eq(users.id, user.id));
  if (input.email === user.email.toLowerCase()) return { isEmailConfirmationSent: false };
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email), ne(users.id, user.id)));
  if (taken) throw new Conflict('email: another user already has this address');
  await sendEmailConfirmation({ db, ...context }, user.id, input.email, input.langCode);
  return { isEmailConfirmationSent: true };
}
