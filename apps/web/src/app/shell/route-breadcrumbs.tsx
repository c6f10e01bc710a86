import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { routeNamed } from '@/lib/routing/app-route';

/** The trail of the route as shown (see `useShownRoute`). */
export function RouteBreadcrumbs({ route, table }: { route: AppRoute; table: RouteTable }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumbs')} separatorMargin={6}>
      {route.breadcrumbs.map((crumb) =>
        crumb.to ? (
          <Anchor
            key={crumb.labelKey}
            component={Link}
            to={routeNamed(table, crumb.to).path.replace(/\/:.*$/, '')}
            size="sm"
          >
            {t(crumb.labelKey)}
          </Anchor>
        ) : (
          <Text key={crumb.labelKey} size="sm" c="dimmed">
            {t(crumb.labelKey)}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
