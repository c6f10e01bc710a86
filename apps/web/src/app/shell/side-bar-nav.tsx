import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { routeNamed, sideBarEntryOf } from '@/lib/routing/app-route';
import { canOpen } from '@/lib/routing/route-access';
import type { ShellUser } from '@/lib/session/shell-user';

interface SideBarNavProps {
  table: RouteTable;
  route: AppRoute | undefined;
  user: ShellUser;
  isCollapsed: boolean;
  onNavigate: () => void;
}

/**
 * Only the entries the user may open; a denied screen is not offered at all.
 * The shown route's entry is marked (see `sideBarEntryOf`).
 */
export function SideBarNav({
  table,
  route: shown,
  user,
  isCollapsed,
  onNavigate,
}: SideBarNavProps) {
  const { t } = useTranslation();
  const activeEntry = shown && sideBarEntryOf(shown);
  const items = table.nav
    .map((item) => ({ item, route: routeNamed(table, item.route) }))
    .filter(({ route }) => canOpen(user, route));
  return (
    <Stack gap={4} component="nav" aria-label={t('shell.navigation')}>
      {items.map(({ item, route }) => {
        const isActive = item.route === activeEntry;
        const label = t(item.labelKey);
        const Icon = item.icon;
        return (
          <NavLink
            key={item.route}
            component={Link}
            to={route.path.replace(/\/:.*$/, '')}
            onClick={onNavigate}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
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
