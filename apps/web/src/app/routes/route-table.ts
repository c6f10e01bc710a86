import { appConfiguration } from '@/lib/configuration';
import type { RouteTable } from '@/lib/routing/app-route';
import { playerRouteTable } from './player-routes';
import { supportRouteTable } from './support-routes';

/** The build's configuration picks its route table. */
export const routeTable: RouteTable =
  appConfiguration === 'support' ? supportRouteTable : playerRouteTable;
