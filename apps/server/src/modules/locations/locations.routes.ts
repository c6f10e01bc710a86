import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { countriesIn } from './countries';
import { addLocation, modifyLocation, removeLocation, searchLocations } from './locations.service';

const ok = { ok: true } as const;

export const locationRoutes = [
  defineRoute(calls.listLocations, async ({ db, tenant, query }) => ({
    success: ok,
    ...(await searchLocations(db, tenant, query)),
  })),
  defineRoute(calls.createLocation, async ({ db, tenant, body }) => ({
    success: ok,
    location: await addLocation(db, tenant, body),
  })),
  defineRoute(calls.updateLocation, async ({ db, tenant, params, body }) => ({
    success: ok,
    location: await modifyLocation(db, tenant, params.code, body),
  })),
  defineRoute(calls.deleteLocation, async ({ db, tenant, params }) => {
    await removeLocation(db, tenant, params.code);
    return { success: ok };
  }),
  defineRoute(calls.listCountries, ({ body }) => ({
    success: ok,
    countries: countriesIn(body.languageCode),
  })),
];
