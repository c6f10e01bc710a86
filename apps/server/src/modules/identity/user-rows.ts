import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type UserColumns = typeof users.$inferInsert;

// Each returns the statement, so a caller picks what it returns (`.returning(...)`) and runs it
// in its own transaction by awaiting it.

/** Saves a new user, customer or support staff. */
export function insertUserRow(db: Database, columns: UserColumns) {
  return db.insert(users).values(columns);
}

/** Changes one user's columns. */
export function updateUserRow(db: Database, userId: string, changes: Partial<UserColumns>) {
  return db.update(users).set(changes).where(eq(users.id, userId));
}

/** Deletes a user; their roles, locations and one-time links go with them. */
export function deleteUserRow(db: Database, userId: string) {
  return db.delete(users).where(eq(users.id, userId));
}
