import { pairingCodeSchema } from '@marquee/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export interface WaitingRegistration {
  id: string;
  pairingCode: string;
  expiresAt: Date;
  deviceInfo: Record<string, unknown>;
}

/** The registration waiting under a pairing code, or null when none waits (or it expired). */
export async function findRegistrationByPairingCode(
  db: Database,
  code: string,
): Promise<WaitingRegistration | null> {
  const parsed = pairingCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  const [row] = await db
    .select({
      id: screenRegistrations.id,
      pairingCode: screenRegistrations.pairingCode,
      expiresAt: screenRegistrations.expiresAt,
      deviceInfo: screenRegistrations.deviceInfo,
    })
    .from(screenRegistrations)
    .where(
      and(
        eq(screenRegistrations.pairingCode, parsed.data),
        isNull(screenRegistrations.playerId),
        gt(screenRegistrations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}
