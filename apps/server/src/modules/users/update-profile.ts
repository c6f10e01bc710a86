import {
  languageCode,
  type CallBody,
  type updateProfile as updateProfileCall,
} from '@marquee/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { NotFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import { hasEmail, saveUserProfile, sendEmailConfirmation, sendEmailInUseMail } from '../identity';

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
  await saveUserProfile(db, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    languageCode: input.langCode,
    dateFormat: input.dateFormat,
  });
  if (input.email === user.email.toLowerCase()) return { isEmailConfirmationSent: false };
  const [taken] = await db
    .select({ languageCode: users.languageCode })
    .from(users)
    .where(and(hasEmail(input.email), ne(users.id, user.id)));
  if (taken) {
    // Answered as for a free address, so the profile cannot probe which addresses exist; the
    // address's holder learns of it and nothing changes.
    const language = languageCode.catch('en_US').parse(taken.languageCode);
    const link = `${context.publicUrl}/`;
    await sendEmailInUseMail(context.mailer, { to: input.email, language, link });
  } else {
    await sendEmailConfirmation({ db, ...context }, user.id, input.email, input.langCode);
  }
  return { isEmailConfirmationSent: true };
}
