import type { ErrorMessage } from '@marquee/contracts';
import { inArray } from 'drizzle-orm';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { DeadLetter } from '../../../platform/jobs/dead-letters';

type AccountOfMessage = { id: string; accountCode: string; accountName: string };

/** The accounts the messages were for, by id; a deleted account is missing. */
export async function accountsOf(
  db: Database,
  letters: readonly DeadLetter[],
): Promise<Map<string, AccountOfMessage>> {
  const ids = [...new Set(letters.flatMap((letter) => letter.accountId ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.name })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A dead job as the console shows it: what it was about and why it failed, never its content. */
export function errorMessageView(
  letter: DeadLetter,
  account: AccountOfMessage | undefined,
): ErrorMessage {
  return {
    messageId: letter.id,
    account: account
      ? { accountCode: account.accountCode, accountName: account.accountName }
      : null,
    summary: letter.summary ?? letter.queue,
    attempts: letter.attempts,
    lastError: letter.lastError ?? '',
    failedAt: letter.failedAt.toISOString(),
  };
}
