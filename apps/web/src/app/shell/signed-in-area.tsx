import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { appQueryClient } from '@/lib/api/app-query-client';
import { applyLanguage, storedLanguage } from '@/lib/i18n/language-preference';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { useCurrentUser } from '@/lib/session/current-user';
import { keepsLanguageInProfile } from '@/lib/session/profile-language';
import { SessionUserContext } from '@/lib/session/session-user';
import { FullPageLoader } from '@/lib/ui/full-page-loader';
import { OtherAppNotice } from '../guards/other-app-notice';
import { SessionError } from '../guards/session-error';
import { FullscreenLayout } from './fullscreen-layout';
import { ShellLayout } from './shell-layout';

/**
 * Everything behind the session guard once a token is there: the query cache, the current user
 * and the layouts. It loads as one chunk while the entry paints, so a sign-in page never
 * downloads it. A cache provided above it (a test's own) is the one it uses.
 */
export default function SignedInArea({
  area,
  table,
}: {
  area: AppRoute['area'];
  table: RouteTable;
}) {
  const provided = useContext(QueryClientContext);
  const Layout = area === 'main' ? ShellLayout : FullscreenLayout;
  const content = (
    <SessionUser>
      <Layout table={table} />
    </SessionUser>
  );
  if (provided) return content;
  return <QueryClientProvider client={appQueryClient}>{content}</QueryClientProvider>;
}

function SessionUser({ children }: { children: ReactNode }) {
  const { data: user, error, refetch } = useCurrentUser();
  const languageCode = user?.languageCode;
  const isProfileFirst = user ? keepsLanguageInProfile(user) : false;
  useEffect(() => {
    if (!languageCode) return;
    // The profile's language follows the person to any browser and is remembered here for the
    // next sign-in page; without a profile to keep it, this browser's choice wins.
    if (isProfileFirst) void applyLanguage(languageCode, true);
    else void applyLanguage(storedLanguage() ?? languageCode);
  }, [languageCode, isProfileFirst]);
  if (user)
    return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
  // The current user is asked of a signed-in call that checks nothing but the user type, so a
  // 403 means the person belongs to the other app (support staff in the customer app, or back).
  if (error instanceof ApiError && error.status === 403) return <OtherAppNotice />;
  if (error) return <SessionError onRetry={() => void refetch()} />;
  return <FullPageLoader />;
}
