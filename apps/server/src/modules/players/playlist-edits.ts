import type { CallBody, setPlayerMediaRowSchedule } from '@marquee/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { channelMedia, channels, formatLayers, players, schedulePeriods } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequest, NotFound } from '../../platform/errors';
import { findVisibleMedia } from '../media/find-media';
import { contentChanged } from '../screen-gateway';
import { ensureDefaultChannels } from './default-channels';
import { findPlayer, type ScreensViewer } from './find-player';
import {
  ownChannelsOf,
  playlistTimeZone,
  readMediaRows,
  toMediaRow,
  wallClockOf,
  type PlaylistOwner,
} from './playlist-rows';

type Periods = CallBody<typeof setPlayerMediaRowSchedule>['periods'];

const noRow = 'There is no media row with that code on this screen.';

/**
 * Runs one change of a screen's own playlist. Its channels are locked first, in one statement
 * and a fixed order, so concurrent changes of one screen queue up instead of reading positions
 * another is about to move (`no key update` leaves inserts that only reference them free); every
 * layer is numbered 0..n-1 again before commit. Afterwards the screen, and only it, hears that
 * its content changed.
 */
async function changePlaylist<T>(
  db: Database,
  viewer: ScreensViewer,
  playerCode: string,
  change: (tx: Database, owner: PlaylistOwner) => Promise<T>,
): Promise<T> {
  const player = await findPlayer(db, viewer, playerCode);
  const result = await db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(ownChannelsOf(player.id))
      .orderBy(asc(channels.id))
      .for('no key update');
    // A screen without its own channels yet: the first change makes them, one at a time.
    if (!locked.length) {
      await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, player.id))
        .for('no key update');
    }
    const answer = await change(tx, player);
    await renumber(tx, player.id);
    return answer;
  });
  await contentChanged(db, { playerIds: [player.id] });
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
      where c.player_id = ${playerId} and c.is_default
    ) ranked
    where ${channelMedia.id} = ranked.id and ${channelMedia.orderN} <> ranked.n`);
}

/** The screen's own channel on a layer (its first layer when none is named); 404 otherwise. */
async function ownChannel(tx: Database, owner: PlaylistOwner, layerCode: string | undefined) {
  const [channel] = await tx
    .select({ id: channels.id })
    .from(channels)
    .innerJoin(formatLayers, eq(formatLayers.id, channels.formatLayerId))
    .where(
      and(
        ownChannelsOf(owner.id),
        layerCode === undefined ? undefined : eq(formatLayers.layerCode, layerCode),
      ),
    )
    .orderBy(asc(formatLayers.zOrder), asc(formatLayers.layerCode))
    .limit(1);
  if (!channel) throw new NotFound('There is no layer with that code on this screen.');
  return channel.id;
}

/** The screen's own rows with these codes; 404 when any is not one of them. */
async function ownRows(tx: Database, owner: PlaylistOwner, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  const rows = await readMediaRows(tx, owner, inArray(channelMedia.broadcastMediaCode, unique));
  if (rows.length !== unique.length) throw new NotFound(noRow);
  return rows;
}

async function oneRow(tx: Database, owner: PlaylistOwner, code: string) {
  const [row] = await ownRows(tx, owner, [code]);
  if (!row) throw new NotFound(noRow);
  return row;
}

/** Adds a media the user can see at a position of a layer (the end by default). */
export async function addPlaylistMedia(
  db: Database,
  viewer: ScreensViewer,
  auth: AuthContext,
  input: { playerCode: string; mediaCode: string; layerCode?: string; desiredPosition?: number },
) {
  const item = await findVisibleMedia(db, viewer, auth, input.mediaCode);
  if (item.mediaType === 'File') throw new BadRequest('code: a file cannot play on a screen');
  const code = await changePlaylist(db, viewer, input.playerCode, async (tx, owner) => {
    await ensureDefaultChannels(tx, owner);
    const channelId = await ownChannel(tx, owner, input.layerCode);
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
  return readRow(db, viewer, input.playerCode, code);
}

async function readRow(db: Database, viewer: ScreensViewer, playerCode: string, code: string) {
  return toMediaRow(await oneRow(db, await findPlayer(db, viewer, playerCode), code));
}

/** Removes rows of the screen's own playlist; 404, and nothing removed, when any is not there. */
export async function deletePlaylistRows(
  db: Database,
  viewer: ScreensViewer,
  playerCode: string,
  codes: readonly string[],
) {
  return changePlaylist(db, viewer, playerCode, async (tx, owner) => {
    const rows = await ownRows(tx, owner, codes);
    await tx.delete(channelMedia).where(
      inArray(
        channelMedia.id,
        rows.map((row) => row.rowId),
      ),
    );
    return rows.length;
  });
}

/** Plays or pauses rows of the screen's own playlist. */
export async function setPlaylistRowsStatus(
  db: Database,
  viewer: ScreensViewer,
  playerCode: string,
  input: { broadcastMediaCodes: readonly string[]; status: 'playing' | 'paused' },
) {
  return changePlaylist(db, viewer, playerCode, async (tx, owner) => {
    const rows = await ownRows(tx, owner, input.broadcastMediaCodes);
    await tx
      .update(channelMedia)
      .set({ status: input.status })
      .where(
        inArray(
          channelMedia.id,
          rows.map((row) => row.rowId),
        ),
      );
    return rows.length;
  });
}

/** How long a still or a sign plays; a video always plays to its end. */
export async function setPlaylistRowDuration(
  db: Database,
  viewer: ScreensViewer,
  playerCode: string,
  code: string,
  durationSeconds: number | null,
) {
  await changePlaylist(db, viewer, playerCode, async (tx, owner) => {
    const row = await oneRow(tx, owner, code);
    if (row.mediaType === 'Video' && durationSeconds !== null) {
      throw new BadRequest('durationSeconds: a video plays to its end; it has no duration to set');
    }
    await tx
      .update(channelMedia)
      .set({ durationMs: durationSeconds === null ? null : Math.round(durationSeconds * 1000) })
      .where(eq(channelMedia.id, row.rowId));
  });
  return readRow(db, viewer, playerCode, code);
}

/** Replaces when a row plays; no periods means always. */
export async function setPlaylistRowSchedule(
  db: Database,
  viewer: ScreensViewer,
  playerCode: string,
  code: string,
  periods: Periods,
) {
  periods.forEach((period, index) => {
    const { startDateTime: start, endDateTime: end } = period;
    if (start !== null && end !== null && Date.parse(end) <= Date.parse(start)) {
      throw new BadRequest(`periods[${index}].endDateTime: must be after startDateTime`);
    }
  });
  await changePlaylist(db, viewer, playerCode, async (tx, owner) => {
    const { rowId } = await oneRow(tx, owner, code);
    await tx.delete(schedulePeriods).where(eq(schedulePeriods.channelMediaId, rowId));
    if (!periods.length) return;
    const timeZone = await playlistTimeZone(tx, owner);
    await tx.insert(schedulePeriods).values(
      periods.map((period) => ({
        accountId: owner.accountId,
        channelMediaId: rowId,
        startDateTime: wallClockOf(period.startDateTime, timeZone),
        endDateTime: wallClockOf(period.endDateTime, timeZone),
        dayOfWeeks: period.dayOfWeeks,
        weekdayStartTime: period.weekdayStartTime,
        weekdayEndTime: period.weekdayEndTime,
      })),
    );
  });
  return readRow(db, viewer, playerCode, code);
}

/** Sets the play order of one layer from the full list of its rows, in one statement. */
export async function reorderPlaylist(
  db: Database,
  viewer: ScreensViewer,
  playerCode: string,
  input: { layerCode: string; broadcastMediaCodes: readonly string[] },
) {
  const codes = input.broadcastMediaCodes;
  if (new Set(codes).size !== codes.length) {
    throw new BadRequest('broadcastMediaCodes: names a row more than once');
  }
  await changePlaylist(db, viewer, playerCode, async (tx, owner) => {
    const channelId = await ownChannel(tx, owner, input.layerCode);
    const rows = await ownRows(tx, owner, codes);
    const inLayer = await tx
      .select({ code: channelMedia.broadcastMediaCode })
      .from(channelMedia)
      .where(eq(channelMedia.channelId, channelId));
    if (rows.some((row) => row.channelId !== channelId) || inLayer.length !== codes.length) {
      throw new BadRequest('broadcastMediaCodes: must name every row of the layer, each once');
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
