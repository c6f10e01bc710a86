import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { screensViewerOf } from '../players/screens-scope';
import { channelsOfFilter } from './channels-of-filter';
import { createChannel } from './create-channel';
import { deleteChannel } from './delete-channel';
import { explainPlayerSchedule } from './explain-player-schedule';
import { forecastChannels } from './forecast-channels';
import { modifyChannel, modifyChannels } from './modify-channels';
import { playerChannels } from './player-channels';

const ok = { ok: true } as const;

export const channelRoutes = [
  defineRoute(calls.getPlayerChannels, async (context) => {
    const viewer = await screensViewerOf(context);
    const found = await playerChannels(context.db, viewer, context.params.playerCode);
    return { success: ok, playerChannels: found };
  }),
  defineRoute(calls.createChannel, async (context) => {
    const viewer = await screensViewerOf(context);
    return { success: ok, channel: await createChannel(context.db, viewer, context.body) };
  }),
  defineRoute(calls.deleteChannel, async (context) => {
    await deleteChannel(context.db, await screensViewerOf(context), context.params.code);
    return { success: ok };
  }),
  defineRoute(calls.updateChannel, async (context) => {
    const viewer = await screensViewerOf(context);
    const { params, body } = context;
    return { success: ok, channel: await modifyChannel(context.db, viewer, params.code, body) };
  }),
  defineRoute(calls.updateChannels, async (context) => {
    const viewer = await screensViewerOf(context);
    return {
      success: ok,
      channels: await modifyChannels(context.db, viewer, context.body.Channels),
    };
  }),
  defineRoute(calls.forecastChannels, async (context) => {
    const viewer = await screensViewerOf(context);
    return { success: ok, ...(await forecastChannels(context.db, viewer, context.body)) };
  }),
  defineRoute(calls.getChannelsOfFilter, async (context) => {
    const viewer = await screensViewerOf(context);
    const found = await channelsOfFilter(context.db, viewer, context.body.FilterCode);
    return { success: ok, playerChannels: found };
  }),
  defineRoute(calls.explainPlayerSchedule, async (context) => {
    const viewer = await screensViewerOf(context);
    const at = context.query.at ? new Date(context.query.at) : new Date();
    const found = await explainPlayerSchedule(context.db, viewer, context.params.playerCode, at);
    return { success: ok, explanation: found };
  }),
];
