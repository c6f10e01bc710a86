import { Text } from '@mantine/core';
import type { ClusterListItem } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, RowLink, type DataTableColumn } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { formatMoment } from '@/lib/i18n/format-moment';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { clusterPath } from './cluster-path';
import { useClusterList } from './clusters.api';

type ClusterRow = ClusterListItem & { id: string };

/** The account's clusters with how many screens each holds; editors add and open them. */
export function ClusterList() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const canEdit = can(useSessionUser(), 'PlayerClusters', 'edit');
  const listPage = useListPage({ orderBy: 'name', order: 'asc' });
  const list = useClusterList(listPage.searchText);
  const rows = useMemo(
    () => list.items.map((cluster) => ({ ...cluster, id: cluster.clusterCode })),
    [list.items],
  );
  const columns = useMemo<DataTableColumn<ClusterRow>[]>(
    () => [
      {
        id: 'name',
        name: t('clusters.columns.name'),
        locked: true,
        defaultWidth: 240,
        render: (cluster) =>
          canEdit ? (
            <RowLink onClick={() => void navigate(clusterPath(cluster))}>
              {cluster.clusterName}
            </RowLink>
          ) : (
            cluster.clusterName
          ),
      },
      {
        id: 'screens',
        name: t('clusters.columns.screens'),
        defaultWidth: 120,
        render: (cluster) => t('clusters.screenCount', { count: cluster.playerCount }),
      },
      {
        id: 'modified',
        name: t('clusters.columns.modified'),
        defaultWidth: 160,
        render: (cluster) => formatMoment(cluster.modifiedAt, i18n.language),
      },
    ],
    [t, i18n.language, canEdit, navigate],
  );
  const add = canEdit
    ? { label: t('clusters.add'), onClick: () => void navigate('/broadcast/clusters/new') }
    : undefined;
  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} search={listPage.search} addNew={add} />
      {list.isError && (
        <ErrorAlert>
          <Text size="sm">{t('clusters.errors.list')}</Text>
        </ErrorAlert>
      )}
      <DataTable
        tableId="clusters"
        {...listPage.tableProps(list)}
        columns={columns}
        items={rows}
        isResizable
        emptyState={listPage.emptyState({
          title: t('clusters.welcome.title'),
          text: t('clusters.welcome.text'),
          action: add,
        })}
      />
    </>
  );
}
