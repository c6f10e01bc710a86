import type { RouteTable } from '@/lib/routing/app-route';
import { buildCustomerRouteTable } from './customer-routes';
import { buildSupportRouteTable } from './support-routes';

/** The build's configuration picks its route table. */
export const routeTable: RouteTable =
  // The build-time constant (not a variable) lets the bundler drop the other table.
  __APP_CONFIGURATION__ === 'support' ? buildSupportRouteTable() : buildCustomerRouteTable();
