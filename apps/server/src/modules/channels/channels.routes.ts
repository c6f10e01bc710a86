import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { screensScope } from '../players/screens-scope';
import { channelsOfFilter } from './channels-of-filter';
import { explainPlayerSchedule } from './explain-player-schedule';
import { forecastChannels } from './forecast-channels';
import { modifyChannel, playerChannels } from './player-channels';

const ok = { ok: true } as const;

export const channelRoutes = [
  defineRoute(calls.getPlayerChannels, async ({ db, tenant, auth, params }) => {
    const viewer = { ...tenant, scope: await screensScope(db, tenant, auth) };
    return { success: ok, playerChannels: await playerChannels(db, viewer, params.playerCode) };
  }),
  defineRoute(calls.updateChannel, async ({ db, tenant, auth, params, body }) => {
    const viewer = { ...tenant, scope: await screensScope(db, tenant, auth) };
    return { success: ok, channel: await modifyChannel(db, viewer, params.code, body) };
  }),
  defineRoute(calls.getChannelsOfFilter, async ({ db, tenant, auth, body }) => {
    const viewer = { ...tenant, scope: await screensScope(db, tenant, auth) };
    return { success: ok, playerChannels: await channelsOfFilter(db, viewer, body.FilterCode) };
  }),
  defineRoute(calls.forecastChannels, async ({ db, tenant, auth, body }) => {
    const viewer = { ...tenant, scope: await screensScope(db, tenant, auth) };
    return { success: ok, ...(await forecastChannels(db, viewer, body)) };
  }),
  defineRoute(calls.explainPlayerSchedule, async ({ db, tenant, auth, params, query }) => {
    const viewer = { ...tenant, scope: await screensScope(db, tenant, auth) };
    const at = query.at ? new Date(query.at) : new Date();
    return {
      success: ok,
      explanation: await explainPlayerSchedule(db, viewer, params.playerCode, at),
    };
  }),
];
