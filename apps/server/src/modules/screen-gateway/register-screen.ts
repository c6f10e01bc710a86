import { sql } from 'drizzle-orm';
import { screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { hashCredential, newCredential, newPairingCode } from './screen-credentials';

/** A pairing code is good for this long; then the screen registers again for a new one. */
export const pairingCodeLifetimeMs = 30 * 60_000;

/**
 * A new waiting screen: a pairing code no other waiting screen shows, and its credential (only
 * the hash is stored). Expired waiting registrations are swept here, as registrations come in.
 */
export async function registerScreen(
  db: Database,
  deviceInfo: Record<string, unknown>,
): Promise<{ credential: string; pairingCode: string; pairingExpiresAt: Date }> {
  await db.execute(
    sql`delete from screen_registrations where player_id is null and expires_at < now() - interval '1 day'`,
  );
  const credential = newCredential();
  const expiresAt = new Date(Date.now() + pairingCodeLifetimeMs);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(screenRegistrations)
      .values({
        pairingCode: newPairingCode(),
        deviceCredentialHash: hashCredential(credential),
        deviceInfo,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ pairingCode: screenRegistrations.pairingCode });
    if (row) return { credential, pairingCode: row.pairingCode, pairingExpiresAt: expiresAt };
  }
  throw new Error('No free pairing code after five tries');
}
