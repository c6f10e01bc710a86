import { ActionIcon, Box, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useSilentRenewal } from '@/lib/auth/use-silent-renewal';
import type { RouteTable } from '@/lib/routing/app-route';
import { routeNamed } from '@/lib/routing/app-route';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { useDocumentTitle } from './use-document-title';
import { useMatchedRoute } from './use-matched-route';
import { useNavigationEffects } from './use-navigation-effects';
import { useShownRoute } from './use-shown-route';

/** Editors and previews that take the whole window; closing returns to the first breadcrumb. */
export function FullscreenLayout({ table }: { table: RouteTable }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useShownRoute(useMatchedRoute(), table);
  const parent = route?.breadcrumbs.find((crumb) => crumb.to)?.to;
  const closeTo = parent ? routeNamed(table, parent).path : table.landing;
  useSilentRenewal();
  useNavigationEffects();
  useDocumentTitle(route);
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group
        justify="space-between"
        px="lg"
        h={56}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {route ? <RouteBreadcrumbs route={route} table={table} /> : <span />}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('shell.close')}
          title={t('shell.close')}
          onClick={() => void navigate(closeTo)}
        >
          <IconX size={20} />
        </ActionIcon>
      </Group>
      <Box p={{ base: 'md', sm: 'xl' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
