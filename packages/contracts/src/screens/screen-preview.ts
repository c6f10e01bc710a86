import { z } from 'zod';
import { screenManifestSchema } from './screen-protocol';

/**
 * A broadcast's preview as the screen app plays it (`GET /screen-api/preview`, the preview's
 * token as `Authorization: Bearer`): the manifest of a screen the broadcast reaches, the moment
 * it starts playing as, and when the preview closes.
 */
export const screenPreviewSchema = z.object({
  manifest: screenManifestSchema,
  /** The moment the preview plays as when it opens; null: now. */
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ScreenPreview = z.infer<typeof screenPreviewSchema>;
