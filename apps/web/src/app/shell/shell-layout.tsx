import { Box, Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSilentRenewal } from '@/lib/auth/use-silent-renewal';
import type { RouteTable } from '@/lib/routing/app-route';
import { useSessionUser } from '@/lib/session/session-user';
import { BrandMark } from './brand-mark';
import { MessageArea } from './message-area';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import classes from './shell-layout.module.css';
import { SideBar } from './side-bar';
import { useDocumentTitle } from './use-document-title';
import { useMatchedRoute } from './use-matched-route';
import { useNavigationEffects } from './use-navigation-effects';
import { useShownRoute } from './use-shown-route';
import { useSideBarState } from './use-side-bar-state';

// Only a support user acting in an account sees it: nobody else downloads it.
const SupportAccessBanner = lazy(() =>
  import('./support-access-banner').then((module) => ({ default: module.SupportAccessBanner })),
);

/**
 * Message area, side bar and main area around every non-fullscreen route. A
 * plain grid rather than Mantine's AppShell keeps the initial load in budget.
 */
export function ShellLayout({ table }: { table: RouteTable }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const route = useShownRoute(useMatchedRoute(), table);
  const { isPinned, togglePinned } = useSideBarState();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isNarrow = useMediaQuery('(max-width: 48em)', false) ?? false;
  const isCollapsed = !isPinned && !isNarrow;
  useSilentRenewal();
  useNavigationEffects();
  useDocumentTitle(route);
  return (
    <div className={classes.shell} data-collapsed={isCollapsed || undefined}>
      <header className={classes.header}>
        <Burger
          opened={isDrawerOpen}
          onClick={drawer.toggle}
          size="sm"
          aria-label={t('shell.openMenu')}
        />
        <BrandMark isCompact={false} />
      </header>
      <aside className={classes.sideBar} data-open={isDrawerOpen || undefined}>
        <SideBar
          table={table}
          route={route}
          user={user}
          isCollapsed={isCollapsed}
          onTogglePinned={togglePinned}
          onNavigate={drawer.close}
        />
      </aside>
      <div
        className={classes.backdrop}
        data-open={isDrawerOpen || undefined}
        onClick={drawer.close}
        aria-hidden="true"
      />
      <main className={classes.main}>
        {user.isSupportAccess && (
          <Suspense fallback={null}>
            <SupportAccessBanner user={user} />
          </Suspense>
        )}
        <MessageArea />
        {route && (
          <Box mb="xs">
            <RouteBreadcrumbs route={route} table={table} />
          </Box>
        )}
        <Outlet />
      </main>
    </div>
  );
}
