import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { aspects, layersInUse, usableFormats } from './player-formats.service';
import { playerTagNames } from './player-tag-names';

export const playerFormatRoutes = [
  defineRoute(calls.listPlayerFormats, async (context) => ({
    success: ok,
    PlayerFormats: await usableFormats(context.db, actorOf(context)),
  })),
  defineRoute(calls.listAspects, async (context) => ({
    success: ok,
    aspects: await aspects(context.db, actorOf(context)),
  })),
  defineRoute(calls.listLayers, async (context) => ({
    success: ok,
    ...(await layersInUse(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.listPlayerTagNames, async (context) => ({
    success: ok,
    ...(await playerTagNames(context.db, actorOf(context), context.query)),
  })),
];
