import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { latestUpload, replyWithUpload } from '../../screen-gateway';
import { changeCustomStatus } from './custom-player-status';
import { getPlayerDetails } from './get-player-details';
import { getPlayerStatus } from './get-player-status';
import { commandClientPlayers } from './support-player-commands';
import { supportPlayer } from './support-viewer';

const ok = { ok: true } as const;

/** One command to the player the path names; answers its command id. */
function commandRoute(
  call: typeof calls.supportRebootPlayer,
  kind: 'reboot' | 'orderScreenshot' | 'forcePlaylistDownload',
) {
  return defineRoute(call, async ({ db, auth, params }) => {
    const [commandId] = await commandClientPlayers(db, auth, params.account, [params.player], kind);
    return { success: ok, commandId: commandId ?? '' };
  });
}

export const supportPlayerRoutes = [
  defineRoute(calls.getSupportPlayerDetails, async ({ db, auth, params }) => ({
    success: ok,
    player: await getPlayerDetails(db, auth, params),
  })),
  defineRoute(calls.getSupportPlayerStatus, async ({ db, auth, params }) => ({
    success: ok,
    ...(await getPlayerStatus(db, auth, params)),
  })),
  commandRoute(calls.supportRebootPlayer, 'reboot'),
  commandRoute(calls.supportOrderPlayerScreenshot, 'orderScreenshot'),
  commandRoute(calls.supportForcePlaylistDownload, 'forcePlaylistDownload'),
  defineRoute(calls.supportOrderPlayerLogs, async ({ db, auth, params, body }) => {
    const [commandId] = await commandClientPlayers(
      db,
      auth,
      params.account,
      [params.player],
      'orderLogs',
      body.lastLogDateTime,
    );
    return { success: ok, commandId: commandId ?? '' };
  }),
  defineRoute(calls.supportRebootPlayers, async ({ db, auth, params, body }) => ({
    success: ok,
    commandCount: (await commandClientPlayers(db, auth, params.account, body.PlayerCodes, 'reboot'))
      .length,
  })),
  defineRoute(calls.getSupportPlayerScreenshot, async ({ db, auth, params, reply }) => {
    const { viewer, player } = await supportPlayer(db, auth, params);
    const target = { accountId: viewer.accountId, playerId: player.id };
    return replyWithUpload(reply, await latestUpload(db, target, 'orderScreenshot'));
  }),
  defineRoute(calls.getSupportPlayerLogs, async ({ db, auth, params, reply }) => {
    const { viewer, player } = await supportPlayer(db, auth, params);
    const target = { accountId: viewer.accountId, playerId: player.id };
    return replyWithUpload(reply, await latestUpload(db, target, 'orderLogs'));
  }),
  defineRoute(calls.addCustomPlayerStatus, async ({ db, auth, body }) => ({
    success: ok,
    modifiedCount: await changeCustomStatus(
      db,
      auth,
      { accountCode: body.AccountCode, ...body.customPlayerStatus },
      { isNewOnly: true },
    ),
  })),
  defineRoute(calls.editCustomPlayerStatus, async ({ db, auth, body }) => ({
    success: ok,
    modifiedCount: await changeCustomStatus(db, auth, {
      accountCode: body.AccountCode,
      ...body.customPlayerStatus,
    }),
  })),
  defineRoute(calls.deleteCustomPlayerStatus, async ({ db, auth, body }) => ({
    success: ok,
    modifiedCount: await changeCustomStatus(db, auth, {
      accountCode: body.AccountCode,
      playerCodes: body.customPlayerStatus.playerCodes,
      text: null,
      overwriteOnlineStatus: false,
    }),
  })),
];
