import * as calls from '@marquee/contracts';
import type { CallDescriptor } from '@marquee/contracts';
import { NotFound } from '../../platform/errors';
import { defineRoute, type CallContext } from '../../platform/http/define-route';
import { releasePlayer, replyWithUpload } from '../screen-gateway';
import {
  changePlayersTags,
  modifyPlayers,
  playerTagsOf,
  setPlayersLocation,
  setPlayerTags,
  setShowNameInfo,
} from './bulk-changes';
import { deletePlayers } from './delete-players';
import { findPlayer, screensRoute } from '../scope';
import { lookupPlayerBySecret, noPlayerWithSecret, pairPlayer } from './pair-player';
import { commandPlayers, playerUpload } from './player-commands';
import { getPlayerInformation, getPlayerSettings, updatePlayerSettings } from './player-settings';
import { withinPairingBudget } from './pairing-throttle';
import { setPlayerPermissionTags, playerPermissionTags } from './player-permissions';
import { replacePlayer } from './replace-player';
import { searchPlayers } from './search-players';

const ok = { ok: true } as const;

/** Who a pairing attempt is counted against (see `withinPairingBudget`). */
const pairingBudgetOf = ({ tenant, request }: CallContext<CallDescriptor>) => ({
  accountId: tenant.accountId,
  ip: request.ip,
});

/** Orders one visible screen a command; the answer names the command to follow. */
const commandPlayerRoute = (
  call:
    typeof calls.rebootPlayer | typeof calls.orderPlayerLogs | typeof calls.orderPlayerScreenshot,
  kind: Parameters<typeof commandPlayers>[3],
) =>
  screensRoute(call, async ({ db, params }, viewer) => {
    const [commandId] = await commandPlayers(db, viewer, [params.id], kind);
    return { success: ok, commandId: commandId ?? '' };
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
  screensRoute(calls.listPlayers, async ({ db, query }, viewer) => ({
    success: ok,
    ...(await searchPlayers(db, viewer.scope, query)),
  })),
  screensRoute(calls.searchPlayers, async ({ db, body }, viewer) => ({
    success: ok,
    ...(await searchPlayers(db, viewer.scope, body)),
  })),
  screensRoute(calls.getPlayerSettings, async ({ db, params }, viewer) => ({
    success: ok,
    player: await getPlayerSettings(db, viewer, params.id),
  })),
  screensRoute(calls.updatePlayerSettings, async ({ db, params, body }, viewer) => ({
    success: ok,
    player: await updatePlayerSettings(db, viewer, params.id, body),
  })),
  screensRoute(calls.getPlayerInformation, async ({ db, params }, viewer) => ({
    success: ok,
    information: await getPlayerInformation(db, viewer, params.id),
  })),
  screensRoute(calls.deletePlayer, async ({ db, params }, viewer) => {
    await deletePlayers(db, viewer, [params.id]);
    return { success: ok };
  }),
  screensRoute(calls.deleteMultiplePlayers, async ({ db, body }, viewer) => ({
    success: ok,
    deletedCount: await deletePlayers(db, viewer, body.playerCodes),
  })),
  screensRoute(calls.releasePlayerCall, async ({ db, params }, viewer) => {
    const player = await findPlayer(db, viewer, params.id);
    await releasePlayer(db, { accountId: viewer.accountId, playerId: player.id });
    return { success: ok };
  }),
  commandPlayerRoute(calls.rebootPlayer, 'reboot'),
  screensRoute(calls.rebootPlayers, async ({ db, body }, viewer) => ({
    success: ok,
    commandCount: (await commandPlayers(db, viewer, body.PlayerCodes, 'reboot')).length,
  })),
  commandPlayerRoute(calls.orderPlayerLogs, 'orderLogs'),
  commandPlayerRoute(calls.orderPlayerScreenshot, 'orderScreenshot'),
  screensRoute(calls.getPlayerScreenshot, async ({ db, params, reply }, viewer) =>
    replyWithUpload(reply, await playerUpload(db, viewer, params.id, 'orderScreenshot')),
  ),
  screensRoute(calls.getPlayerLogs, async ({ db, params, reply }, viewer) =>
    replyWithUpload(reply, await playerUpload(db, viewer, params.id, 'orderLogs')),
  ),

  screensRoute(calls.setPlayersLocation, async ({ db, body }, viewer) => ({
    success: ok,
    modifiedCount: await setPlayersLocation(db, viewer, body.playerCodes, body.locationCode),
  })),
  screensRoute(calls.changePlayersTags, async ({ db, body }, viewer) => ({
    success: ok,
    modifiedCount: await changePlayersTags(db, viewer, body),
  })),
  screensRoute(calls.getPlayerTags, async ({ db, params }, viewer) => ({
    success: ok,
    tags: await playerTagsOf(db, viewer, params.id),
  })),
  screensRoute(calls.setPlayerTags, async ({ db, params, body }, viewer) => ({
    success: ok,
    tags: await setPlayerTags(db, viewer, params.id, body.tags),
  })),
  screensRoute(calls.modifyMultiplePlayers, async ({ db, body }, viewer) => ({
    success: ok,
    modifiedCount: await modifyPlayers(db, viewer, body),
  })),
  screensRoute(calls.getPlayerPermissions, async ({ db, params }, viewer) => ({
    success: ok,
    permissionTags: await playerPermissionTags(db, viewer, params.id),
  })),
  screensRoute(calls.updatePlayerPermissions, async ({ db, params, body }, viewer) => ({
    success: ok,
    permissionTags: await setPlayerPermissionTags(db, viewer, params.id, body.permissionTags),
  })),
  screensRoute(calls.replacePlayer, async ({ db, params }, viewer) => {
    await replacePlayer(db, viewer, params.id, params.otherId);
    return { success: ok };
  }),
  screensRoute(calls.setShowNameInfo, async ({ db, params, body }, viewer) => {
    await setShowNameInfo(db, viewer, params.id, body.showNameInfo);
    return { success: ok };
  }),
];
