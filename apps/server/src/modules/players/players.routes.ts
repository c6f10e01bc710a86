import * as calls from '@marquee/contracts';
import type { CallDescriptor } from '@marquee/contracts';
import { NotFound } from '../../platform/errors';
import { defineRoute, type CallContext } from '../../platform/http/define-route';
import { releasePlayer } from '../screen-gateway';
import {
  changePlayersTags,
  playerTagsOf,
  setPlayersLocation,
  setPlayerTags,
  setShowNameInfo,
} from './bulk-changes';
import { deletePlayers } from './delete-players';
import { findPlayer, type ScreensViewer } from './find-player';
import { lookupPlayerBySecret, noPlayerWithSecret, pairPlayer } from './pair-player';
import { commandPlayers, playerLogs, playerScreenshot } from './player-commands';
import { getPlayerInformation, getPlayerSettings, updatePlayerSettings } from './player-settings';
import { screensScope } from './screens-scope';
import { searchPlayers } from './search-players';

const ok = { ok: true } as const;

async function viewerOf({ db, tenant, auth }: CallContext<CallDescriptor>): Promise<ScreensViewer> {
  return { ...tenant, scope: await screensScope(db, tenant, auth) };
}

export const playerRoutes = [
  defineRoute(calls.lookupPlayerBySecret, async ({ db, params }) => {
    if (!(await lookupPlayerBySecret(db, params.secret))) throw new NotFound(noPlayerWithSecret);
    return { success: ok, found: true };
  }),
  defineRoute(calls.createPlayer, async ({ db, tenant, body }) => ({
    success: ok,
    player: await pairPlayer(db, tenant, body),
  })),
  defineRoute(calls.listPlayers, async (context) => ({
    success: ok,
    ...(await searchPlayers(context.db, (await viewerOf(context)).scope, context.query)),
  })),
  defineRoute(calls.searchPlayers, async (context) => ({
    success: ok,
    ...(await searchPlayers(context.db, (await viewerOf(context)).scope, context.body)),
  })),
  defineRoute(calls.getPlayerSettings, async (context) => ({
    success: ok,
    player: await getPlayerSettings(context.db, await viewerOf(context), context.params.id),
  })),
  defineRoute(calls.updatePlayerSettings, async (context) => ({
    success: ok,
    player: await updatePlayerSettings(
      context.db,
      await viewerOf(context),
      context.params.id,
      context.body,
    ),
  })),
  defineRoute(calls.getPlayerInformation, async (context) => ({
    success: ok,
    information: await getPlayerInformation(context.db, await viewerOf(context), context.params.id),
  })),
  defineRoute(calls.deletePlayer, async (context) => {
    await deletePlayers(context.db, await viewerOf(context), [context.params.id]);
    return { success: ok };
  }),
  defineRoute(calls.deleteMultiplePlayers, async (context) => ({
    success: ok,
    deletedCount: await deletePlayers(
      context.db,
      await viewerOf(context),
      context.body.playerCodes,
    ),
  })),
  defineRoute(calls.releasePlayerCall, async (context) => {
    const viewer = await viewerOf(context);
    const player = await findPlayer(context.db, viewer, context.params.id);
    await releasePlayer(context.db, { accountId: viewer.accountId, playerId: player.id });
    return { success: ok };
  }),
  defineRoute(calls.rebootPlayer, async (context) => {
    const viewer = await viewerOf(context);
    const [commandId] = await commandPlayers(context.db, viewer, [context.params.id], 'reboot');
    return { success: ok, commandId: commandId ?? '' };
  }),
  defineRoute(calls.rebootPlayers, async (context) => ({
    success: ok,
    commandCount: (
      await commandPlayers(context.db, await viewerOf(context), context.body.PlayerCodes, 'reboot')
    ).length,
  })),
  defineRoute(calls.orderPlayerLogs, async (context) => {
    const viewer = await viewerOf(context);
    const [commandId] = await commandPlayers(context.db, viewer, [context.params.id], 'orderLogs');
    return { success: ok, commandId: commandId ?? '' };
  }),
  defineRoute(calls.orderPlayerScreenshot, async (context) => {
    const viewer = await viewerOf(context);
    const ids = await commandPlayers(context.db, viewer, [context.params.id], 'orderScreenshot');
    return { success: ok, commandId: ids[0] ?? '' };
  }),
  defineRoute(calls.getPlayerScreenshot, async (context) => {
    const shot = await playerScreenshot(context.db, await viewerOf(context), context.params.id);
    context.reply
      .type('image/png')
      .header('last-modified', shot.takenAt.toUTCString())
      .header('cache-control', 'private, no-cache');
    return shot.png as unknown as string;
  }),
  defineRoute(calls.getPlayerLogs, async (context) => {
    const logs = await playerLogs(context.db, await viewerOf(context), context.params.id);
    context.reply
      .type('text/plain; charset=utf-8')
      .header('last-modified', logs.writtenAt.toUTCString())
      .header('cache-control', 'private, no-cache');
    return logs.text;
  }),

  defineRoute(calls.setPlayersLocation, async (context) => ({
    success: ok,
    modifiedCount: await setPlayersLocation(
      context.db,
      await viewerOf(context),
      context.body.playerCodes,
      context.body.locationCode,
    ),
  })),
  defineRoute(calls.changePlayersTags, async (context) => ({
    success: ok,
    modifiedCount: await changePlayersTags(context.db, await viewerOf(context), context.body),
  })),
  defineRoute(calls.getPlayerTags, async (context) => ({
    success: ok,
    tags: await playerTagsOf(context.db, await viewerOf(context), context.params.id),
  })),
  defineRoute(calls.setPlayerTags, async (context) => ({
    success: ok,
    tags: await setPlayerTags(
      context.db,
      await viewerOf(context),
      context.params.id,
      context.body.tags,
    ),
  })),
  defineRoute(calls.setShowNameInfo, async (context) => {
    const viewer = await viewerOf(context);
    await setShowNameInfo(context.db, viewer, context.params.id, context.body.showNameInfo);
    return { success: ok };
  }),
];
