import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { channelsOfFilter } from './channels-of-filter';
import { createChannel } from './create-channel';
import { deleteChannel } from './delete-channel';
import { explainPlayerSchedule } from './explain-player-schedule';
import { forecastChannels } from './forecast-channels';
import { modifyChannel, modifyChannels } from './modify-channels';
import { playerChannels } from './player-channels';

export const channelRoutes = [
  defineRoute(calls.getPlayerChannels, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      playerChannels: await playerChannels(db, actor, params.playerCode),
    };
  }),
  defineRoute(calls.createChannel, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      channel: await createChannel(db, actor, body),
    };
  }),
  defineRoute(calls.deleteChannel, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);

    await deleteChannel(db, actor, params.code);
    return { success: ok };
  }),
  defineRoute(calls.updateChannel, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      channel: await modifyChannel(db, actor, params.code, body),
    };
  }),
  defineRoute(calls.updateChannels, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      channels: await modifyChannels(db, actor, body.Channels),
    };
  }),
  defineRoute(calls.forecastChannels, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      ...(await forecastChannels(db, actor, body)),
    };
  }),
  defineRoute(calls.getChannelsOfFilter, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      playerChannels: await channelsOfFilter(db, actor, body.FilterCode),
    };
  }),
  defineRoute(calls.explainPlayerSchedule, async (context) => {
    const { db, params, query } = context;
    const actor = actorOf(context);

    const at = query.at ? new Date(query.at) : new Date();
    return {
      success: ok,
      explanation: await explainPlayerSchedule(db, actor, params.playerCode, at),
    };
  }),
];
