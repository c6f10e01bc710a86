import { createContext, useContext } from 'react';
import type { AppRoute } from './app-route';

export const CurrentRouteContext = createContext<AppRoute | null>(null);

/** The route-table row being shown, for titles and breadcrumbs. */
export function useCurrentRoute(): AppRoute | null {
  return useContext(CurrentRouteContext);
}
