import { signLanguages, type SignLanguage } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

const isSignLanguage = (code: string): code is SignLanguage =>
  (signLanguages as readonly string[]).includes(code);

/**
 * The language an account's signs render in on its screens (prices, dates): the account's own,
 * en_US when it has one signs do not speak.
 */
export async function accountSignLanguage(db: Database, accountId: string): Promise<SignLanguage> {
  const [account] = await db
    .select({ languageCode: accounts.languageCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const languageCode = account?.languageCode ?? 'en_US';
  return isSignLanguage(languageCode) ? languageCode : 'en_US';
}
