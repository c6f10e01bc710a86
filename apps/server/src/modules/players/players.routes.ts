import * as calls from '@marquee/contracts';
import type { CallDescriptor } from '@marquee/contracts';
import { NotFound } from '../../platform/errors';
import { defineRoute, type CallContext } from '../../platform/http/define-route';
import { releasePlayer } from '../screen-gateway';
import {
  changePlayersTags,
  modifyPlayers,
  playerTagsOf,
  setPlayersLocation,
  setPlayerTags,
  setShowNameInfo,
} from './bulk-changes';
import { deletePlayers } from './delete-players';
import { findPlayer } from './find-player';
import { lookupPlayerBySecret, noPlayerWithSecret, pairPlayer } from './pair-player';
import { commandPlayers, playerLogs, playerScreenshot } from './player-commands';
import { getPlayerInformation, getPlayerSettings, updatePlayerSettings } from './player-settings';
import { withinPairingBudget } from './pairing-throttle';
import { setPlayerPermissionTags, playerPermissionTags } from './player-permissions';
import { replacePlayer } from './replace-player';
import { screensViewerOf } from './screens-scope';
import { searchPlayers } from './search-players';

const ok = { ok: true } as const;

/** Who a pairing attempt is counted against (see `withinPairingBudget`). */
const pairingBudgetOf = ({ tenant, request }: CallContext<CallDescriptor>) => ({
  accountId: tenant.accountId,
  ip: request.ip,
});

export const playerRoutes = [
  defineRoute(calls.lookupPlayerBySecret, async (context) =>
    withinPairingBudget(context.db, pairingBudgetOf(context), async () => {
      const isWaiting = await lookupPlayerBySecret(context.db, context.params.secret);
      if (!isWaiting) throw new NotFound(noPlayerWithSecret);
      return { success: ok, found: true };
    }),
  ),
  defineRoute(calls.createPlayer, async (context) => ({
    success: ok,
    player: await withinPairingBudget(context.db, pairingBudgetOf(context), () =>
      pairPlayer(context.db, context.tenant, context.body),
    ),
  })),
  defineRoute(calls.listPlayers, async (context) => ({
    success: ok,
    ...(await searchPlayers(context.db, (await screensViewerOf(context)).scope, context.query)),
  })),
  defineRoute(calls.searchPlayers, async (context) => ({
    success: ok,
    ...(await searchPlayers(context.db, (await screensViewerOf(context)).scope, context.body)),
  })),
  defineRoute(calls.getPlayerSettings, async (context) => ({
    success: ok,
    player: await getPlayerSettings(context.db, await screensViewerOf(context), context.params.id),
  })),
  defineRoute(calls.updatePlayerSettings, async (context) => ({
    success: ok,
    player: await updatePlayerSettings(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.body,
    ),
  })),
  defineRoute(calls.getPlayerInformation, async (context) => ({
    success: ok,
    information: await getPlayerInformation(
      context.db,
      await screensViewerOf(context),
      context.params.id,
    ),
  })),
  defineRoute(calls.deletePlayer, async (context) => {
    await deletePlayers(context.db, await screensViewerOf(context), [context.params.id]);
    return { success: ok };
  }),
  defineRoute(calls.deleteMultiplePlayers, async (context) => ({
    success: ok,
    deletedCount: await deletePlayers(
      context.db,
      await screensViewerOf(context),
      context.body.playerCodes,
    ),
  })),
  defineRoute(calls.releasePlayerCall, async (context) => {
    const viewer = await screensViewerOf(context);
    const player = await findPlayer(context.db, viewer, context.params.id);
    await releasePlayer(context.db, { accountId: viewer.accountId, playerId: player.id });
    return { success: ok };
  }),
  defineRoute(calls.rebootPlayer, async (context) => {
    const viewer = await screensViewerOf(context);
    const [commandId] = await commandPlayers(context.db, viewer, [context.params.id], 'reboot');
    return { success: ok, commandId: commandId ?? '' };
  }),
  defineRoute(calls.rebootPlayers, async (context) => ({
    success: ok,
    commandCount: (
      await commandPlayers(
        context.db,
        await screensViewerOf(context),
        context.body.PlayerCodes,
        'reboot',
      )
    ).length,
  })),
  defineRoute(calls.orderPlayerLogs, async (context) => {
    const viewer = await screensViewerOf(context);
    const [commandId] = await commandPlayers(context.db, viewer, [context.params.id], 'orderLogs');
    return { success: ok, commandId: commandId ?? '' };
  }),
  defineRoute(calls.orderPlayerScreenshot, async (context) => {
    const viewer = await screensViewerOf(context);
    const ids = await commandPlayers(context.db, viewer, [context.params.id], 'orderScreenshot');
    return { success: ok, commandId: ids[0] ?? '' };
  }),
  defineRoute(calls.getPlayerScreenshot, async (context) => {
    const shot = await playerScreenshot(
      context.db,
      await screensViewerOf(context),
      context.params.id,
    );
    // The PNG's bytes are the answer: sent here, so no text schema is asked to check them.
    return context.reply
      .type('image/png')
      .header('last-modified', shot.takenAt.toUTCString())
      .header('cache-control', 'private, no-cache')
      .send(shot.png);
  }),
  defineRoute(calls.getPlayerLogs, async (context) => {
    const logs = await playerLogs(context.db, await screensViewerOf(context), context.params.id);
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
      await screensViewerOf(context),
      context.body.playerCodes,
      context.body.locationCode,
    ),
  })),
  defineRoute(calls.changePlayersTags, async (context) => ({
    success: ok,
    modifiedCount: await changePlayersTags(
      context.db,
      await screensViewerOf(context),
      context.body,
    ),
  })),
  defineRoute(calls.getPlayerTags, async (context) => ({
    success: ok,
    tags: await playerTagsOf(context.db, await screensViewerOf(context), context.params.id),
  })),
  defineRoute(calls.setPlayerTags, async (context) => ({
    success: ok,
    tags: await setPlayerTags(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.body.tags,
    ),
  })),
  defineRoute(calls.modifyMultiplePlayers, async (context) => ({
    success: ok,
    modifiedCount: await modifyPlayers(context.db, await screensViewerOf(context), context.body),
  })),
  defineRoute(calls.getPlayerPermissions, async (context) => ({
    success: ok,
    permissionTags: await playerPermissionTags(
      context.db,
      await screensViewerOf(context),
      context.params.id,
    ),
  })),
  defineRoute(calls.updatePlayerPermissions, async (context) => ({
    success: ok,
    permissionTags: await setPlayerPermissionTags(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.body.permissionTags,
    ),
  })),
  defineRoute(calls.replacePlayer, async (context) => {
    const viewer = await screensViewerOf(context);
    await replacePlayer(context.db, viewer, context.params.id, context.params.otherId);
    return { success: ok };
  }),
  defineRoute(calls.setShowNameInfo, async (context) => {
    const viewer = await screensViewerOf(context);
    await setShowNameInfo(context.db, viewer, context.params.id, context.body.showNameInfo);
    return { success: ok };
  }),
];
