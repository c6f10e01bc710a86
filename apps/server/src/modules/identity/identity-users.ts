import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { accounts } from '../../db/schema/accounts';
import { users } from '../../db/schema';
import { hasEmail } from './user-email';

/** What the identity server needs to know of a user for tokens and claims. */
export interface IdentityUser {
  id: string;
  userCode: string;
  email: string;
  firstName: string;
  lastName: string;
  languageCode: string;
  emailConfirmed: boolean;
  userType: 'Customer' | 'Support';
  accountCode: string | null;
  isActive: boolean;
  passwordHash: string | null;
}

const columns = {
  id: users.id,
  userCode: users.userCode,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  languageCode: users.languageCode,
  emailConfirmedAt: users.emailConfirmedAt,
  userType: users.userType,
  accountCode: accounts.accountCode,
  accountIsActive: accounts.isActive,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
};

async function findOne(
  db: Database,
  where: ReturnType<typeof eq>,
): Promise<IdentityUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const { emailConfirmedAt, accountIsActive, ...user } = row;
  return {
    ...user,
    emailConfirmed: emailConfirmedAt !== null,
    // A user of a closed account can no longer sign in.
    isActive: user.isActive && accountIsActive !== false,
  };
}

export function findIdentityUserByCode(db: Database, userCode: string) {
  return findOne(db, eq(users.userCode, userCode));
}

export function findIdentityUserByEmail(db: Database, email: string) {
  return findOne(db, hasEmail(email));
}
