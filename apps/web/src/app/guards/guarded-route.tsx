import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import { decideAccess } from '@/lib/routing/route-access';
import { useSessionUser } from '@/lib/session/session-user';
import { PageLoader } from '@/lib/ui/page-loader';
import { useShownRoute } from '../shell/use-shown-route';

/** Denied users go to the route's fallback or access denied before its module is fetched. */
export function GuardedRoute({ route, table }: { route: AppRoute; table: RouteTable }) {
  const user = useSessionUser();
  const location = useLocation();
  const shown = useShownRoute(route, table);
  const decision = decideAccess(user, route, table);
  if (decision.kind === 'redirect') {
    return (
      <Navigate
        to={decision.to}
        replace
        state={{ deniedPath: location.pathname + location.search }}
      />
    );
  }
  const Page = route.page;
  return (
    <CurrentRouteContext.Provider value={shown}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
