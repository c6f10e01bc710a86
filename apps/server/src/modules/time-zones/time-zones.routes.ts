import { searchTimeZones } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import * as timeZones from './time-zones.service';

export const timeZoneRoutes = [
  defineRoute(searchTimeZones, ({ body }) => ({
    success: { ok: true },
    timeZones: timeZones.searchTimeZones(body.searchText),
  })),
];
