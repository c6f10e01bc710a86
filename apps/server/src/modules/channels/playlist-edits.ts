import { doesNotFitLayer, fitsLayer, toLocalMs } from '@marquee/domain';
import type { CallBody, setPlayerMediaRowSchedule } from '@marquee/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { channelMedia, channels, formatLayers, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { findVisibleMedia } from '../media';
import { deletePeriods, insertPeriods, playsUntilOf, recordContentChange } from '../content';
import { ensureDefaultChannels } from './default-channels';
import { type Actor } from '../scope';
import {
  playlistTimeZone,
  readMediaRows,
  toMediaRow,
  wallClockOf,
  type PlaylistTarget,
} from './playlist-rows';

type Periods = CallBody<typeof setPlayerMediaRowSchedule>['periods'];

const noRow = 'There is no media row with that code on this screen.';

/** An instant of a call as the zone's wall-clock text, as the schedule reads periods. */
const wallClockText = (instant: string | null, timeZone: string) =>
  instant === null
    ? null
    : new Date(toLocalMs(Date.parse(instant), timeZone)).toISOString().slice(0, 19);

/**
 * Runs one change of a screen's playlist (its own, or one of its channels). All the screen's
 * channels are locked first, in one statement and a fixed order, so concurrent changes of one
 * screen queue up instead of reading positions another is about to move (`no key update` leaves
 * inserts that only reference them free); every channel is numbered 0..n-1 again before commit.
 * Afterwards the screen, and only it, hears that its content changed.
 */
async function changePlaylist<T>(
  db: Database,
  target: PlaylistTarget,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  const { owner } = target;
  const result = await db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.playerId, owner.id))
      .orderBy(asc(channels.id))
      .for('no key update');
    // A screen without its own channels yet: the first change makes them, one at a time.
    if (!locked.length) {
      await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, owner.id))
        .for('no key update');
    }
    const answer = await change(tx);
    await renumber(tx, owner.id);
    await recordContentChange(tx, { accountId: owner.accountId, playerIds: [owner.id] });
    return answer;
  });
  return result;
}

/** Positions 0..n-1 per layer in the current order, in one statement. */
async function renumber(tx: Database, playerId: string) {
  await tx.execute(sql`
    update ${channelMedia} set order_n = ranked.n
    from (
      select cm.id, (row_number() over (
        partition by cm.channel_id order by cm.order_n, cm.broadcast_media_code
      ) - 1)::int as n
      from ${channelMedia} cm join ${channels} c on c.id = cm.channel_id
      where c.player_id = ${playerId} and c.is_manually_generated
    ) ranked
    where ${channelMedia.id} = ranked.id and ${channelMedia.orderN} <> ranked.n`);
}

/** The target's channel on a layer (its first layer when none is named); 404 otherwise. */
async function targetChannel(tx: Database, target: PlaylistTarget, layerCode: string | undefined) {
  const [channel] = await tx
    .select({ id: channels.id, layer: { width: formatLayers.width, height: formatLayers.height } })
    .from(channels)
    .innerJoin(formatLayers, eq(formatLayers.id, channels.formatLayerId))
    .where(
      and(
        eq(channels.playerId, target.owner.id),
        target.channels,
        layerCode === undefined ? undefined : eq(formatLayers.layerCode, layerCode),
      ),
    )
    .orderBy(asc(formatLayers.zOrder), asc(formatLayers.layerCode))
    .limit(1);
  if (!channel) throw new NotFound('There is no layer with that code on this screen.');
  return channel;
}

/** The target's rows with these codes; 404 when any is not one of them. */
async function targetRows(tx: Database, target: PlaylistTarget, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  const rows = await readMediaRows(tx, target, inArray(channelMedia.broadcastMediaCode, unique));
  if (rows.length !== unique.length) throw new NotFound(noRow);
  return rows;
}

async function oneRow(tx: Database, target: PlaylistTarget, code: string) {
  const [row] = await targetRows(tx, target, [code]);
  if (!row) throw new NotFound(noRow);
  return row;
}

/** Adds a media the user can see at a position of a layer (the end by default). */
export async function addPlaylistMedia(
  db: Database,
  actor: Actor,
  target: PlaylistTarget,
  input: { mediaCode: string; layerCode?: string; desiredPosition?: number },
) {
  const item = await findVisibleMedia(db, actor, input.mediaCode);
  if (item.mediaType === 'File') throw new BadRequest('code: a file cannot play on a screen');
  const { owner } = target;
  const code = await changePlaylist(db, target, async (tx) => {
    // A screen's own playlist is made on first use.
    await ensureDefaultChannels(tx, [owner]);
    const { id: channelId, layer } = await targetChannel(tx, target, input.layerCode);
    if (!actor.featureFlags.allowAllFormatsInPlaylist && !fitsLayer(item, layer)) {
      throw new Conflict(doesNotFitLayer);
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(channelMedia)
      .where(eq(channelMedia.channelId, channelId));
    const position = Math.min(input.desiredPosition ?? count, count);
    await tx
      .update(channelMedia)
      .set({ orderN: sql`${channelMedia.orderN} + 1` })
      .where(
        and(eq(channelMedia.channelId, channelId), sql`${channelMedia.orderN} >= ${position}`),
      );
    const [row] = await tx
      .insert(channelMedia)
      .values({ accountId: owner.accountId, channelId, mediaId: item.id, orderN: position })
      .returning({ code: channelMedia.broadcastMediaCode });
    if (!row) throw new Error('Adding a media row returned no row');
    return row.code;
  });
  return readRow(db, target, code);
}

async function readRow(db: Database, target: PlaylistTarget, code: string) {
  return toMediaRow(await oneRow(db, target, code));
}

/**
 * Runs a change on rows of the playlist, given the condition that picks them; 404, and nothing
 * changed, when any is not there. Answers how many rows it changed.
 */
async function changeRows(
  db: Database,
  target: PlaylistTarget,
  codes: readonly string[],
  change: (tx: Database, picked: SQL) => Promise<unknown>,
) {
  return changePlaylist(db, target, async (tx) => {
    const rows = await targetRows(tx, target, codes);
    const rowIds = rows.map((row) => row.rowId);
    await change(tx, inArray(channelMedia.id, rowIds));
    return rows.length;
  });
}

/** Removes rows of the playlist; 404, and nothing removed, when any is not there. */
export async function deletePlaylistRows(
  db: Database,
  target: PlaylistTarget,
  codes: readonly string[],
) {
  return changeRows(db, target, codes, async (tx, picked) => {
    await tx.delete(channelMedia).where(picked);
  });
}

/** Plays or pauses rows of the playlist. */
export async function setPlaylistRowsStatus(
  db: Database,
  target: PlaylistTarget,
  input: { broadcastMediaCodes: readonly string[]; status: 'playing' | 'paused' },
) {
  return changeRows(db, target, input.broadcastMediaCodes, async (tx, picked) => {
    await tx.update(channelMedia).set({ status: input.status }).where(picked);
  });
}

/** How long a still or a sign plays; a video always plays to its end. */
export async function setPlaylistRowDuration(
  db: Database,
  target: PlaylistTarget,
  code: string,
  durationSeconds: number | null,
) {
  await changePlaylist(db, target, async (tx) => {
    const row = await oneRow(tx, target, code);
    if (row.mediaType === 'Video' && durationSeconds !== null) {
      throw new BadRequest('durationSeconds: a video plays to its end; it has no duration to set');
    }
    await tx
      .update(channelMedia)
      .set({ durationMs: durationSeconds === null ? null : Math.round(durationSeconds * 1000) })
      .where(eq(channelMedia.id, row.rowId));
  });
  return readRow(db, target, code);
}

/** Replaces when a row plays; no periods means always. */
export async function setPlaylistRowSchedule(
  db: Database,
  target: PlaylistTarget,
  code: string,
  periods: Periods,
) {
  periods.forEach((period, index) => {
    const { startDateTime: start, endDateTime: end } = period;
    if (start !== null && end !== null && Date.parse(end) <= Date.parse(start)) {
      throw new BadRequest(`periods[${index}].endDateTime: must be after startDateTime`);
    }
  });
  const { owner } = target;
  await changePlaylist(db, target, async (tx) => {
    const { rowId } = await oneRow(tx, target, code);
    await deletePeriods(tx, { channelMediaId: rowId });
    if (!periods.length) return;
    const timeZone = await playlistTimeZone(tx, owner);
    await insertPeriods(
      tx,
      periods.map((period) => {
        const local = {
          startDateTime: wallClockText(period.startDateTime, timeZone),
          endDateTime: wallClockText(period.endDateTime, timeZone),
        };
        return {
          accountId: owner.accountId,
          channelMediaId: rowId,
          startDateTime: wallClockOf(period.startDateTime, timeZone),
          endDateTime: wallClockOf(period.endDateTime, timeZone),
          dayOfWeeks: period.dayOfWeeks,
          weekdayStartTime: period.weekdayStartTime,
          weekdayEndTime: period.weekdayEndTime,
          playsUntil: playsUntilOf({ ...period, ...local }),
        };
      }),
    );
  });
  return readRow(db, target, code);
}

/**
 * Sets the play order of one channel (the target's on a layer, its first when none is named) from
 * the full list of its rows, in one statement.
 */
export async function reorderPlaylist(
  db: Database,
  target: PlaylistTarget,
  input: { layerCode?: string; broadcastMediaCodes: readonly string[] },
) {
  const codes = input.broadcastMediaCodes;
  if (new Set(codes).size !== codes.length) {
    throw new BadRequest('broadcastMediaCodes: names a row more than once');
  }
  await changePlaylist(db, target, async (tx) => {
    const { id: channelId } = await targetChannel(tx, target, input.layerCode);
    const rows = await targetRows(tx, target, codes);
    const inLayer = await tx
      .select({ code: channelMedia.broadcastMediaCode })
      .from(channelMedia)
      .where(eq(channelMedia.channelId, channelId));
    if (rows.some((row) => row.channelId !== channelId) || inLayer.length !== codes.length) {
      throw new BadRequest('broadcastMediaCodes: must name every row of the channel, each once');
    }
    const order = sql.join(
      codes.map((code, index) => sql`(${code}::varchar, ${index}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${channelMedia} set order_n = wanted.n
      from (values ${order}) as wanted(code, n)
      where ${channelMedia.channelId} = ${channelId}
        and ${channelMedia.broadcastMediaCode} = wanted.code`);
  });
}
