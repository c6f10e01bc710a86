import type { TriggerKey } from '@marquee/contracts';
import type { triggerApiKeys } from '../../db/schema';

/** A key as the calls answer it; its hash never leaves the server. */
export function triggerKeyView(row: typeof triggerApiKeys.$inferSelect): TriggerKey {
  return {
    keyCode: row.keyCode,
    name: row.name,
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
