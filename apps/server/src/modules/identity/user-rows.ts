import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type Row = typeof users.$inferInsert;

/** A new user, customer or support staff, who chooses a password through a link. */
export type NewUser = Pick<Row, 'email' | 'firstName' | 'lastName'> &
  Partial<
    Pick<
      Row,
      'accountId' | 'userType' | 'isAdmin' | 'languageCode' | 'dateFormat' | 'defaultClientCode'
    >
  >;

/** What a user says of themselves, or support staff of a colleague: each named part changes. */
export type UserProfile = Partial<
  Pick<
    Row,
    'firstName' | 'lastName' | 'email' | 'languageCode' | 'dateFormat' | 'defaultClientCode'
  >
>;

// The insert and the profile save return the statement, so a caller picks what it returns
// (`.returning(...)`) and runs it in its own transaction by awaiting it.

/** Saves a new user. */
export function insertUserRow(db: Database, user: NewUser) {
  return db.insert(users).values(user);
}

/** Saves the profile of one user. */
export function saveUserProfile(db: Database, userId: string, profile: UserProfile) {
  return db.update(users).set(profile).where(eq(users.id, userId));
}

/** Makes the user an administrator of their account, as its owner is. */
export async function makeAdministrator(tx: Database, userId: string): Promise<void> {
  await tx.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** Deletes a user; their roles, locations and one-time links go with them. */
export async function deleteUserRow(tx: Database, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
