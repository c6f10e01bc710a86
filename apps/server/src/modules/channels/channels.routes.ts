import * as calls from '@marquee/contracts';
import { screensRoute } from '../scope';
import { channelsOfFilter } from './channels-of-filter';
import { createChannel } from './create-channel';
import { deleteChannel } from './delete-channel';
import { explainPlayerSchedule } from './explain-player-schedule';
import { forecastChannels } from './forecast-channels';
import { modifyChannel, modifyChannels } from './modify-channels';
import { playerChannels } from './player-channels';

const ok = { ok: true } as const;

export const channelRoutes = [
  screensRoute(calls.getPlayerChannels, async ({ db, params }, viewer) => ({
    success: ok,
    playerChannels: await playerChannels(db, viewer, params.playerCode),
  })),
  screensRoute(calls.createChannel, async ({ db, body }, viewer) => ({
    success: ok,
    channel: await createChannel(db, viewer, body),
  })),
  screensRoute(calls.deleteChannel, async ({ db, params }, viewer) => {
    await deleteChannel(db, viewer, params.code);
    return { success: ok };
  }),
  screensRoute(calls.updateChannel, async ({ db, params, body }, viewer) => ({
    success: ok,
    channel: await modifyChannel(db, viewer, params.code, body),
  })),
  screensRoute(calls.updateChannels, async ({ db, body }, viewer) => ({
    success: ok,
    channels: await modifyChannels(db, viewer, body.Channels),
  })),
  screensRoute(calls.forecastChannels, async ({ db, body }, viewer) => ({
    success: ok,
    ...(await forecastChannels(db, viewer, body)),
  })),
  screensRoute(calls.getChannelsOfFilter, async ({ db, body }, viewer) => ({
    success: ok,
    playerChannels: await channelsOfFilter(db, viewer, body.FilterCode),
  })),
  screensRoute(calls.explainPlayerSchedule, async ({ db, params, query }, viewer) => {
    const at = query.at ? new Date(query.at) : new Date();
    return {
      success: ok,
      explanation: await explainPlayerSchedule(db, viewer, params.playerCode, at),
    };
  }),
];
