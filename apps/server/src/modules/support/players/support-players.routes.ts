import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { replyWithUpload } from '../../screen-gateway';
import { supportActorOf } from '../../scope';
import { changeCustomStatus } from './custom-player-status';
import { getPlayerDetails } from './get-player-details';
import { getPlayerStatus } from './get-player-status';
import { latestPlayerUpload } from './latest-player-upload';
import { commandClientPlayers } from './support-player-commands';

/** One command to the player the path names; answers its command id. */
function commandRoute(
  call: typeof calls.supportRebootPlayer,
  kind: 'reboot' | 'orderScreenshot' | 'forcePlaylistDownload',
) {
  return defineRoute(call, async (context) => {
    const { account, player } = context.params;
    const [commandId] = await commandClientPlayers(context.db, supportActorOf(context), {
      accountCode: account,
      playerCodes: [player],
      kind,
    });
    return { success: ok, commandId: commandId ?? '' };
  });
}

export const supportPlayerRoutes = [
  defineRoute(calls.getSupportPlayerDetails, async (context) => ({
    success: ok,
    player: await getPlayerDetails(context.db, supportActorOf(context), context.params),
  })),
  defineRoute(calls.getSupportPlayerStatus, async (context) => ({
    success: ok,
    ...(await getPlayerStatus(context.db, supportActorOf(context), context.params)),
  })),
  commandRoute(calls.supportRebootPlayer, 'reboot'),
  commandRoute(calls.supportOrderPlayerScreenshot, 'orderScreenshot'),
  commandRoute(calls.supportForcePlaylistDownload, 'forcePlaylistDownload'),
  defineRoute(calls.supportOrderPlayerLogs, async (context) => {
    const [commandId] = await commandClientPlayers(context.db, supportActorOf(context), {
      accountCode: context.params.account,
      playerCodes: [context.params.player],
      kind: 'orderLogs',
      lastLogDateTime: context.body.lastLogDateTime,
    });
    return { success: ok, commandId: commandId ?? '' };
  }),
  defineRoute(calls.supportRebootPlayers, async (context) => ({
    success: ok,
    commandCount: (
      await commandClientPlayers(context.db, supportActorOf(context), {
        accountCode: context.params.account,
        playerCodes: context.body.PlayerCodes,
        kind: 'reboot',
      })
    ).length,
  })),
  defineRoute(calls.getSupportPlayerScreenshot, async (context) => {
    const actor = supportActorOf(context);
    const file = await latestPlayerUpload(context.db, actor, context.params, 'orderScreenshot');
    return replyWithUpload(context.reply, file);
  }),
  defineRoute(calls.getSupportPlayerLogs, async (context) => {
    const actor = supportActorOf(context);
    const file = await latestPlayerUpload(context.db, actor, context.params, 'orderLogs');
    return replyWithUpload(context.reply, file);
  }),
  defineRoute(calls.addCustomPlayerStatus, async (context) => ({
    success: ok,
    modifiedCount: await changeCustomStatus(
      context.db,
      supportActorOf(context),
      { accountCode: context.body.AccountCode, ...context.body.customPlayerStatus },
      { isNewOnly: true },
    ),
  })),
  defineRoute(calls.editCustomPlayerStatus, async (context) => ({
    success: ok,
    modifiedCount: await changeCustomStatus(context.db, supportActorOf(context), {
      accountCode: context.body.AccountCode,
      ...context.body.customPlayerStatus,
    }),
  })),
  defineRoute(calls.deleteCustomPlayerStatus, async (context) => ({
    success: ok,
    modifiedCount: await changeCustomStatus(context.db, supportActorOf(context), {
      accountCode: context.body.AccountCode,
      playerCodes: context.body.customPlayerStatus.playerCodes,
      text: null,
      overwriteOnlineStatus: false,
    }),
  })),
];
