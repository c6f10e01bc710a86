import { useLocation } from 'react-router';
import { routeNamed, type AppRoute, type Crumb, type RouteTable } from '@/lib/routing/app-route';
import { interactiveCrumbs, isInteractiveMode } from '@/lib/routing/interactive-mode';
import { canOpen } from '@/lib/routing/route-access';
import { useSessionUser } from '@/lib/session/session-user';

/**
 * The route's breadcrumbs for this address. Interactive mode swaps in Local
 * selections only for users who may open it, so the crumb never leads to
 * access denied.
 */
export function useRouteCrumbs(route: AppRoute | undefined, table: RouteTable): readonly Crumb[] {
  const { search } = useLocation();
  const user = useSessionUser();
  const isInteractive =
    isInteractiveMode(search) &&
    table.routes.some((r) => r.name === 'LocalSelections') &&
    canOpen(user, routeNamed(table, 'LocalSelections'));
  const crumbs = route?.breadcrumbs ?? [];
  return isInteractive ? interactiveCrumbs(crumbs) : crumbs;
}
