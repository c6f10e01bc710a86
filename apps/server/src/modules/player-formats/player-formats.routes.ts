import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { aspects, layersInUse, usableFormats } from './player-formats.service';
import { playerTagNames } from './player-tag-names';

const ok = { ok: true } as const;

export const playerFormatRoutes = [
  defineRoute(calls.listPlayerFormats, async ({ db, tenant }) => ({
    success: ok,
    PlayerFormats: await usableFormats(db, tenant),
  })),
  defineRoute(calls.listAspects, async ({ db, tenant }) => ({
    success: ok,
    aspects: await aspects(db, tenant),
  })),
  defineRoute(calls.listLayers, async ({ db, tenant, query }) => ({
    success: ok,
    ...(await layersInUse(db, tenant, query)),
  })),
  defineRoute(calls.listPlayerTagNames, async ({ db, tenant, query }) => ({
    success: ok,
    ...(await playerTagNames(db, tenant, query)),
  })),
];
