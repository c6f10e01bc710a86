import type { Route } from '../platform/http/define-route';
import { healthRoutes } from './health';
import { timeZoneRoutes } from './time-zones';

/** Every route of both backends; each call's descriptor says which backend serves it. */
export const allRoutes: readonly Route[] = [...healthRoutes, ...timeZoneRoutes];
