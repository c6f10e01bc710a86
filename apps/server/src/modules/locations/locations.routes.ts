import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { countriesIn } from './countries';
import { addLocation, modifyLocation, removeLocation, searchLocations } from './locations.service';

export const locationRoutes = [
  defineRoute(calls.listLocations, async (context) => ({
    success: ok,
    ...(await searchLocations(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.createLocation, async (context) => ({
    success: ok,
    location: await addLocation(context.db, actorOf(context), context.body),
  })),
  defineRoute(calls.updateLocation, async (context) => ({
    success: ok,
    location: await modifyLocation(context.db, actorOf(context), context.params.code, context.body),
  })),
  defineRoute(calls.deleteLocation, async (context) => {
    await removeLocation(context.db, actorOf(context), context.params.code);
    return { success: ok };
  }),
  defineRoute(calls.listCountries, ({ body }) => ({
    success: ok,
    countries: countriesIn(body.languageCode),
  })),
];
