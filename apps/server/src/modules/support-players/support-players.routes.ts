import * as calls from '@marquee/contracts';
import { NotFound } from '../../platform/errors';
import { defineRoute } from '../../platform/http/define-route';
import { latestLogs, latestScreenshot } from '../screen-gateway';
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
    const shot = await latestScreenshot(db, { accountId: viewer.accountId, playerId: player.id });
    if (!shot) throw new NotFound('The screen has not sent a screenshot yet.');
    // The PNG's bytes are the answer: sent here, so no text schema is asked to check them.
    return reply
      .type('image/png')
      .header('last-modified', shot.takenAt.toUTCString())
      .header('cache-control', 'private, no-cache')
      .send(shot.png);
  }),
  defineRoute(calls.getSupportPlayerLogs, async ({ db, auth, params, reply }) => {
    const { viewer, player } = await supportPlayer(db, auth, params);
    const logs = await latestLogs(db, { accountId: viewer.accountId, playerId: player.id });
    if (!logs) throw new NotFound('The screen has not sent a log yet.');
    reply
      .type('text/plain; charset=utf-8')
      .header('last-modified', logs.writtenAt.toUTCString())
      .header('cache-control', 'private, no-cache');
    return logs.text;
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
