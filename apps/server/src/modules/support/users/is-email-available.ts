import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';

export async function isEmailAvailable(db: Database, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return !taken;
}
