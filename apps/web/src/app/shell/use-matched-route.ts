import { useMatches } from 'react-router';
import type { AppRoute } from '@/lib/routing/app-route';

interface RouteHandle {
  appRoute?: AppRoute;
}

/** The route-table row of the deepest match, carried in the route's handle. */
export function useMatchedRoute(): AppRoute | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.appRoute;
}
