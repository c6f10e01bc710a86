import { searchTimeZones } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import * as timeZones from './time-zones.service';

export const timeZoneRoutes = [
  defineRoute(searchTimeZones, ({ body }) => ({
    success: ok,
    timeZones: timeZones.searchTimeZones(body.searchText),
  })),
];
