import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSilentRenewal } from '@/lib/auth/use-silent-renewal';
import type { RouteTable } from '@/lib/routing/app-route';
import { useSessionUser } from '@/lib/session/session-user';
import { BrandMark } from './brand-mark';
import { MessageArea } from './message-area';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { SideBar } from './side-bar';
import { sideBarWidth, useSideBarState } from './use-side-bar-state';
import { useMatchedRoute } from './use-matched-route';
import { useNavigationEffects } from './use-navigation-effects';

/** Message area, side bar and main area around every non-fullscreen route. */
export function ShellLayout({ table }: { table: RouteTable }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const route = useMatchedRoute();
  const { isPinned, togglePinned } = useSideBarState();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isNarrow = useMediaQuery('(max-width: 48em)', false) ?? false;
  const isCollapsed = !isPinned && !isNarrow;
  useSilentRenewal();
  useNavigationEffects();
  return (
    <AppShell
      header={{ height: 56, collapsed: !isNarrow }}
      navbar={{
        width: { base: 300, sm: isCollapsed ? sideBarWidth.collapsed : sideBarWidth.pinned },
        breakpoint: 'sm',
        collapsed: { mobile: !isDrawerOpen },
      }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="var(--mantine-color-gray-0)"
    >
      <AppShell.Header px="md">
        <Group h="100%" gap="sm">
          <Burger opened={isDrawerOpen} onClick={drawer.toggle} size="sm" aria-label={t('shell.openMenu')} />
          <BrandMark isCompact={false} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideBar table={table} user={user} isCollapsed={isCollapsed} onTogglePinned={togglePinned} onNavigate={drawer.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <MessageArea />
        {route && <RouteBreadcrumbs route={route} table={table} />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
