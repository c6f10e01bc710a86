import { useLocation } from 'react-router';
import { routeNamed, type AppRoute, type RouteTable } from '@/lib/routing/app-route';
import { interactiveRoute, isInteractiveMode } from '@/lib/routing/interactive-mode';
import { canOpen } from '@/lib/routing/route-access';
import { useSessionUser } from '@/lib/session/session-user';

/**
 * The route as this address shows it. Interactive mode turns a broadcast route
 * into a local selection's only for users who may open Local selections, so
 * its crumb never leads to access denied.
 */
export function useShownRoute(route: AppRoute, table: RouteTable): AppRoute;
export function useShownRoute(route: AppRoute | undefined, table: RouteTable): AppRoute | undefined;
export function useShownRoute(route: AppRoute | undefined, table: RouteTable) {
  const { search } = useLocation();
  const user = useSessionUser();
  const isInteractive =
    isInteractiveMode(search) &&
    table.routes.some((r) => r.name === 'LocalSelections') &&
    canOpen(user, routeNamed(table, 'LocalSelections'));
  return route && isInteractive ? interactiveRoute(route) : route;
}
