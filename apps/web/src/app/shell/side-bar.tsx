import { ActionIcon, AppShell, Divider, Flex, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RouteTable } from '@/lib/routing/app-route';
import type { ShellUser } from '@/lib/session/shell-user';
import { BrandMark } from './brand-mark';
import { SideBarNav } from './side-bar-nav';
import { UserMenu } from './user-menu';

interface SideBarProps {
  table: RouteTable;
  user: ShellUser;
  isCollapsed: boolean;
  onTogglePinned: () => void;
  onNavigate: () => void;
}

export function SideBar({ table, user, isCollapsed, onTogglePinned, onNavigate }: SideBarProps) {
  const { t } = useTranslation();
  const toggleLabel = t(isCollapsed ? 'shell.expandSideBar' : 'shell.collapseSideBar');
  return (
    <>
      <AppShell.Section p="md" pb="sm">
        <Flex
          direction={isCollapsed ? 'column' : 'row'}
          align="center"
          justify={isCollapsed ? 'center' : 'space-between'}
          gap="sm"
        >
          <BrandMark isCompact={isCollapsed} />
          <Tooltip label={toggleLabel} position="right">
            <ActionIcon variant="subtle" color="gray" aria-label={toggleLabel} onClick={onTogglePinned} visibleFrom="sm">
              {isCollapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
          </Tooltip>
        </Flex>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" py="xs">
        <SideBarNav table={table} user={user} isCollapsed={isCollapsed} onNavigate={onNavigate} />
      </AppShell.Section>
      <AppShell.Section p="sm">
        <Stack gap="xs">
          <Divider />
          <UserMenu user={user} isCollapsed={isCollapsed} />
        </Stack>
      </AppShell.Section>
    </>
  );
}
