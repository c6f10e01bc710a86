import { and, eq, sql } from 'drizzle-orm';
import { newCode } from '../../db/codes';
import { channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId, textArray, uuidArray } from '../../platform/db/id-array';
import { groupBy } from '../content';
import { formatLayerRows } from '../player-formats';

type FormatPlayer = { id: string; accountId: string; playerFormatId: string };
type Layer = Awaited<ReturnType<typeof formatLayerRows>>[number];

const byFormat = (players: readonly FormatPlayer[]) =>
  groupBy(players, (player) => player.playerFormatId);

/*
 * Both take any number of players and cost a few statements per format, whatever the number of
 * players: a global format's save lays out every screen of every client that plays in it.
 */

/**
 * After players moved to another format, or their format's layers changed: each one's own
 * playlist follows its format's layers (the old layers' ones are dropped, new layers get theirs).
 */
export async function followFormatChange(
  tx: Database,
  followers: readonly FormatPlayer[],
): Promise<void> {
  for (const [playerFormatId, group] of byFormat(followers)) {
    const layers = await formatLayerRows(tx, playerFormatId);
    await tx
      .delete(channels)
      .where(
        and(
          isAnyId(channels.playerId, idsOf(group)),
          eq(channels.isManuallyGenerated, true),
          layers.length
            ? sql`${channels.formatLayerId} <> all(${uuidArray(layers.map((layer) => layer.id))}::uuid[])`
            : undefined,
        ),
      );
    await addDefaultChannels(tx, group, layers);
  }
}

/**
 * Gives players their own playlist on every layer of their format: one default manual channel
 * per layer, made once (a layer that already has one keeps it).
 */
export async function ensureDefaultChannels(
  db: Database,
  players: readonly FormatPlayer[],
): Promise<void> {
  for (const [playerFormatId, group] of byFormat(players)) {
    await addDefaultChannels(db, group, await formatLayerRows(db, playerFormatId));
  }
}

const idsOf = (players: readonly FormatPlayer[]) => players.map((player) => player.id);

/** The missing default channels of players of one format, inserted from one array a column. */
async function addDefaultChannels(
  db: Database,
  players: readonly FormatPlayer[],
  layers: readonly Layer[],
): Promise<void> {
  if (!layers.length || !players.length) return;
  const existing = await db
    .select({ playerId: channels.playerId, layerId: channels.formatLayerId })
    .from(channels)
    .where(and(isAnyId(channels.playerId, idsOf(players)), eq(channels.isDefault, true)));
  const have = new Set(existing.map((row) => `${row.playerId}/${row.layerId}`));
  const missing = players.flatMap((player) =>
    layers
      .filter((layer) => !have.has(`${player.id}/${layer.id}`))
      .map((layer) => ({ player, layer })),
  );
  if (!missing.length) return;
  await db.execute(sql`
    insert into ${channels} (account_id, player_id, format_layer_id, name, channel_code, is_default)
    select account_id, player_id, format_layer_id, name, channel_code, true
    from unnest(
      ${uuidArray(missing.map(({ player }) => player.accountId))}::uuid[],
      ${uuidArray(missing.map(({ player }) => player.id))}::uuid[],
      ${uuidArray(missing.map(({ layer }) => layer.id))}::uuid[],
      ${textArray(missing.map(({ layer }) => layer.name))}::text[],
      ${textArray(missing.map(() => newCode()))}::text[]
    ) as added(account_id, player_id, format_layer_id, name, channel_code)`);
}
