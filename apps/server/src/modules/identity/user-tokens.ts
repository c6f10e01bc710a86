import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { userTokens } from '../../db/schema/identity';

export type TokenPurpose = 'invitation' | 'reset' | 'confirmEmail';

/** How long each kind of link stays valid. */
export const tokenLifetimeHours: Record<TokenPurpose, number> = {
  invitation: 7 * 24,
  reset: 2,
  confirmEmail: 3 * 24,
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a one-time link token and returns it; only its hash is stored. An earlier unused
 * token of the same purpose stops working, so only the newest mail's link does.
 */
export async function issueUserToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  email?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    email: email ?? null,
    expiresAt: new Date(Date.now() + tokenLifetimeHours[purpose] * 3600 * 1000),
  });
  return token;
}

function usable(token: string, purposes: readonly TokenPurpose[]) {
  return and(
    eq(userTokens.tokenHash, hashToken(token)),
    inArray(userTokens.purpose, [...purposes]),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );
}

/** The token's row when it is unused, unexpired and of one of the purposes; nothing changes. */
export async function findUsableToken(
  db: Database,
  token: string,
  purposes: readonly TokenPurpose[],
) {
  const [row] = await db.select().from(userTokens).where(usable(token, purposes));
  return row;
}

/** Uses the token up in one statement, so two requests with the same link cannot both win. */
export async function consumeUserToken(
  db: Database,
  token: string,
  purposes: readonly TokenPurpose[],
) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purposes))
    .returning();
  return row;
}
