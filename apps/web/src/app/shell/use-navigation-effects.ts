import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '@/lib/routing/page-views';
import { currentUserQuery } from '@/lib/session/current-user';
import { useMatchedRoute } from './use-matched-route';

/**
 * Spec 001 guards 1 and 4: after the first load the current user is loaded
 * again on each navigation (not inside a frame), and a page view is reported.
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const routeName = useMatchedRoute()?.name;
  const queryClient = useQueryClient();
  const isFirstLoad = useRef(true);
  useEffect(() => {
    if (!isFirstLoad.current && window.self === window.top) {
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    }
    isFirstLoad.current = false;
    reportPageView({ path: pathname, routeName });
  }, [pathname, routeName, queryClient]);
}
