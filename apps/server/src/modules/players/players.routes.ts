import * as calls from '@marquee/contracts';
import type { CallDescriptor } from '@marquee/contracts';
import { Forbidden, NotFound } from '../../platform/errors';
import { defineRoute, type CallContext } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
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
import { actorOf, findPlayer } from '../scope';
import { lookupPlayerBySecret, noPlayerWithSecret, pairPlayer } from './pair-player';
import { commandPlayers, playerUpload } from './player-commands';
import { getPlayerInformation, getPlayerSettings, updatePlayerSettings } from './player-settings';
import { withinPairingBudget } from './pairing-throttle';
import { setPlayerPermissionTags, playerPermissionTags } from './player-permissions';
import { replacePlayer } from './replace-player';
import { searchPlayers } from './search-players';

/** Who a pairing attempt is counted against (see `withinPairingBudget`). */
const pairingBudgetOf = (context: CallContext<CallDescriptor>) => ({
  accountId: actorOf(context).accountId,
  ip: context.request.ip,
});

/** Orders one visible screen a command; the answer names the command to follow. */
const commandPlayerRoute = (
  call:
    typeof calls.rebootPlayer | typeof calls.orderPlayerLogs | typeof calls.orderPlayerScreenshot,
  kind: Parameters<typeof commandPlayers>[3],
) =>
  defineRoute(call, async (context) => {
    const [commandId] = await commandPlayers(
      context.db,
      actorOf(context),
      [context.params.id],
      kind,
    );
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
      pairPlayer(context.db, actorOf(context), context.body),
    ),
  })),
  defineRoute(calls.listPlayers, async (context) => {
    const { db, query } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      ...(await searchPlayers(db, await actor.players(), query)),
    };
  }),
  defineRoute(calls.searchPlayers, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      ...(await searchPlayers(db, await actor.players(), body)),
    };
  }),
  defineRoute(calls.getPlayerSettings, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      player: await getPlayerSettings(db, actor, params.id),
    };
  }),
  defineRoute(calls.updatePlayerSettings, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      player: await updatePlayerSettings(db, actor, params.id, body),
    };
  }),
  defineRoute(calls.getPlayerInformation, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      information: await getPlayerInformation(db, actor, params.id),
    };
  }),
  defineRoute(calls.deletePlayer, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);

    await deletePlayers(db, actor, [params.id]);
    return { success: ok };
  }),
  defineRoute(calls.deleteMultiplePlayers, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      deletedCount: await deletePlayers(db, actor, body.playerCodes),
    };
  }),
  defineRoute(calls.releasePlayerCall, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    if (!actor.featureFlags.releasePlayer) {
      throw new Forbidden('Releasing screens is turned off for this account.');
    }
    const player = await findPlayer(db, actor, params.id);
    await releasePlayer(db, { accountId: actor.accountId, playerId: player.id });
    return { success: ok };
  }),
  commandPlayerRoute(calls.rebootPlayer, 'reboot'),
  defineRoute(calls.rebootPlayers, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      commandCount: (await commandPlayers(db, actor, body.PlayerCodes, 'reboot')).length,
    };
  }),
  commandPlayerRoute(calls.orderPlayerLogs, 'orderLogs'),
  commandPlayerRoute(calls.orderPlayerScreenshot, 'orderScreenshot'),
  defineRoute(calls.getPlayerScreenshot, async (context) => {
    const { db, params, reply } = context;
    const actor = actorOf(context);
    return replyWithUpload(reply, await playerUpload(db, actor, params.id, 'orderScreenshot'));
  }),
  defineRoute(calls.getPlayerLogs, async (context) => {
    const { db, params, reply } = context;
    const actor = actorOf(context);
    return replyWithUpload(reply, await playerUpload(db, actor, params.id, 'orderLogs'));
  }),

  defineRoute(calls.setPlayersLocation, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      modifiedCount: await setPlayersLocation(db, actor, body.playerCodes, body.locationCode),
    };
  }),
  defineRoute(calls.changePlayersTags, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      modifiedCount: await changePlayersTags(db, actor, body),
    };
  }),
  defineRoute(calls.getPlayerTags, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      tags: await playerTagsOf(db, actor, params.id),
    };
  }),
  defineRoute(calls.setPlayerTags, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      tags: await setPlayerTags(db, actor, params.id, body.tags),
    };
  }),
  defineRoute(calls.modifyMultiplePlayers, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      modifiedCount: await modifyPlayers(db, actor, body),
    };
  }),
  defineRoute(calls.getPlayerPermissions, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      permissionTags: await playerPermissionTags(db, actor, params.id),
    };
  }),
  defineRoute(calls.updatePlayerPermissions, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      permissionTags: await setPlayerPermissionTags(db, actor, params.id, body.permissionTags),
    };
  }),
  defineRoute(calls.replacePlayer, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);

    await replacePlayer(db, actor, params.id, params.otherId);
    return { success: ok };
  }),
  defineRoute(calls.setShowNameInfo, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);

    await setShowNameInfo(db, actor, params.id, body.showNameInfo);
    return { success: ok };
  }),
];
