import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { RouteTable } from '@/lib/routing/app-route';
import { routeNamed } from '@/lib/routing/app-route';
import { canOpen } from '@/lib/routing/route-access';
import type { ShellUser } from '@/lib/session/shell-user';

interface SideBarNavProps {
  table: RouteTable;
  user: ShellUser;
  isCollapsed: boolean;
  onNavigate: () => void;
}

/** Only the entries the user may open; a denied screen is not offered at all. */
export function SideBarNav({ table, user, isCollapsed, onNavigate }: SideBarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = table.nav
    .map((item) => ({ item, route: routeNamed(table, item.route) }))
    .filter(({ route }) => canOpen(user, route));
  return (
    <Stack gap={4} component="nav" aria-label={t('shell.navigation')}>
      {items.map(({ item, route }) => {
        const path = route.path.replace(/\/:.*$/, '');
        const isActive = pathname === path || pathname.startsWith(`${path}/`);
        const label = t(item.labelKey);
        const Icon = item.icon;
        return (
          <NavLink
            key={item.route}
            component={RouterLink}
            to={path}
            onClick={onNavigate}
            active={isActive}
            label={isCollapsed ? undefined : label}
            aria-label={label}
            title={isCollapsed ? label : undefined}
            leftSection={<Icon size={22} stroke={1.6} />}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)', minHeight: 44 } }}
          />
        );
      })}
    </Stack>
  );
}
