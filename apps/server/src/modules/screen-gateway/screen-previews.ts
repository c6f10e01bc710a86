import type { ScreenManifest } from '@marquee/contracts';
import { previewMinutes } from '@marquee/contracts';
import { eq, lt } from 'drizzle-orm';
import { screenPreviews } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Gone, NotFound } from '../../platform/errors';
import { hashCredential, newCredential } from './screen-credentials';

/** An ended preview is kept a day, so that its address answers 'ended' rather than 'unknown'. */
const endedKeptMs = 24 * 3600_000;

export interface PreviewToOpen {
  accountId: string;
  broadcastId: string;
  manifest: ScreenManifest;
  /** The moment the preview plays as when it opens; null: now. */
  startsAt: Date | null;
}

/**
 * Keeps a preview's manifest for `previewMinutes` behind a new random token, of which only the
 * hash is stored, and answers the token. Previews ended a day ago are dropped on the way, so the
 * table holds only those of the last day.
 */
export async function openPreview(
  db: Database,
  preview: PreviewToOpen,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newCredential();
  const expiresAt = new Date(Date.now() + previewMinutes * 60_000);
  await db
    .delete(screenPreviews)
    .where(lt(screenPreviews.expiresAt, new Date(Date.now() - endedKeptMs)));
  await db
    .insert(screenPreviews)
    .values({ ...preview, tokenHash: hashCredential(token), expiresAt });
  return { token, expiresAt };
}

export type OpenPreview = typeof screenPreviews.$inferSelect;

/** The preview a token opens: 404 for a token that never opened one, 410 once it expired. */
export async function previewOfToken(db: Database, token: string): Promise<OpenPreview> {
  const [preview] = await db
    .select()
    .from(screenPreviews)
    .where(eq(screenPreviews.tokenHash, hashCredential(token)));
  if (!preview) throw new NotFound('There is no such preview; open it again from the broadcast');
  if (preview.expiresAt.getTime() <= Date.now()) {
    throw new Gone('This preview has ended; open it again from the broadcast');
  }
  return preview;
}
