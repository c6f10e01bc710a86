import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config/env';
import { sendPasswordLink } from '../modules/identity';
import type { Database } from '../platform/db/database';
import type { Mailer } from '../platform/mail/mailer';
import { userRoles, users } from '../db/schema';
import { findOrCreateSupportAdministratorRole } from './support-administrator-role';
import { lockSeeding } from './seed-lock';

type FirstAdministratorOutcome =
  /** A support administrator exists already: nobody was invited. */
  | 'present'
  /** The address belongs to another user, who is left as they are. */
  | 'addressTaken'
  | 'invited';

/**
 * Invites ADMIN_EMAIL as a support administrator while the database has none, by the mail that
 * lets them choose their own password; the invited user counts from then on, so restarts invite
 * nobody again (a lost mail is renewed from the sign-in page's "forgot password").
 */
export async function inviteFirstSupportAdministrator(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'oidc'>,
  email: string,
  mailerWithin: (tx: Database) => Mailer,
): Promise<FirstAdministratorOutcome> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    const roleId = await findOrCreateSupportAdministratorRole(tx);
    const [administrator] = await tx
      .select({ id: users.id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.roleId, roleId), eq(users.userType, 'Support')))
      .limit(1);
    if (administrator) return 'present';
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (taken) return 'addressTaken';
    const [user] = await tx
      .insert(users)
      .values({ email, userType: 'Support', isAdmin: true })
      .returning({ id: users.id });
    if (!user) throw new Error('Adding the first support administrator returned no row');
    await tx.insert(userRoles).values({ userId: user.id, roleId });
    await sendPasswordLink(
      {
        db: tx,
        mailer: mailerWithin(tx),
        publicUrl: config.publicUrl,
        signsInElsewhere: config.oidc.externalIssuer !== undefined,
      },
      user.id,
    );
    return 'invited';
  });
}
