import { ActionIcon, Box, Divider, Flex, Stack } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import type { ShellUser } from '@/lib/session/shell-user';
import { BrandMark } from './brand-mark';
import { SideBarNav } from './side-bar-nav';
import { UserBadge } from './user-badge';

const UserMenu = lazy(() => import('./user-menu'));

interface SideBarProps {
  table: RouteTable;
  /** The route shown, whose entry is marked. */
  route: AppRoute | undefined;
  user: ShellUser;
  isCollapsed: boolean;
  onTogglePinned: () => void;
  onNavigate: () => void;
}

export function SideBar({
  table,
  route,
  user,
  isCollapsed,
  onTogglePinned,
  onNavigate,
}: SideBarProps) {
  const { t } = useTranslation();
  const toggleLabel = t(isCollapsed ? 'shell.expandSideBar' : 'shell.collapseSideBar');
  return (
    <>
      <Box p="md" pb="sm" visibleFrom="sm">
        <Flex
          direction={isCollapsed ? 'column' : 'row'}
          align="center"
          justify={isCollapsed ? 'center' : 'space-between'}
          gap="sm"
        >
          <BrandMark isCompact={isCollapsed} />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={onTogglePinned}
            visibleFrom="sm"
          >
            {isCollapsed ? (
              <IconLayoutSidebarLeftExpand size={20} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} />
            )}
          </ActionIcon>
        </Flex>
      </Box>
      <Box px="sm" py="xs" style={{ flex: 1, overflowY: 'auto' }}>
        <SideBarNav
          table={table}
          route={route}
          user={user}
          isCollapsed={isCollapsed}
          onNavigate={onNavigate}
        />
      </Box>
      <Box p="sm">
        <Stack gap="xs">
          <Divider />
          <Suspense fallback={<UserBadge user={user} isCollapsed={isCollapsed} />}>
            <UserMenu user={user} isCollapsed={isCollapsed} />
          </Suspense>
        </Stack>
      </Box>
    </>
  );
}
