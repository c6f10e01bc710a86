import { Grid, Text } from '@mantine/core';
import { can } from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowLink, type DataTableColumn, type SortOrder } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { OrganizationEditor } from './organization-editor';
import { useOrganizationList, type Organization } from './organizations.api';

type OrganizationRow = Organization & { id: string };

/** Organizations (named groups of clients): the list beside the editor of the open one. */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const canEdit = can(user, 'SupportOrganizations', 'edit');
  const [searchText, setSearchText] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  // Undefined: nothing open; null: a new organization.
  const [openCode, setOpenCode] = useState<string | null | undefined>(undefined);
  const list = useOrganizationList(searchText, order);
  const rows: OrganizationRow[] = list.items.map((item) => ({
    ...item,
    id: item.organizationCode,
  }));
  const open = rows.find((row) => row.organizationCode === openCode) ?? null;
  const columns: DataTableColumn<OrganizationRow>[] = [
    {
      id: 'name',
      name: t('organizations.columns.name'),
      locked: true,
      orderBy: 'organizationName',
      render: (row) => (
        <RowLink
          isCurrent={row.organizationCode === openCode}
          onClick={() => setOpenCode(row.organizationCode)}
        >
          {row.organizationName}
        </RowLink>
      ),
    },
    {
      id: 'clients',
      name: t('organizations.columns.clients'),
      render: (row) => (
        <Text size="sm" c="dimmed">
          {row.accounts.map((client) => client.clientName).join(', ')}
        </Text>
      ),
    },
  ];
  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{ onSearch: setSearchText }}
        addNew={
          canEdit ? { label: t('organizations.add'), onClick: () => setOpenCode(null) } : undefined
        }
      />
      {list.isError && <ErrorAlert mb="md">{t('organizations.loadFailed')}</ErrorAlert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: openCode === undefined ? 12 : 6 }}>
          <DataTable
            tableId="support-organizations"
            userId={user.email}
            columns={columns}
            items={rows}
            sort={{ orderBy: 'organizationName', order }}
            onSortChange={(sort) => setOrder(sort.order)}
            onLoadMore={list.loadMore}
            hasMore={list.hasMore}
            isLoading={list.isLoading}
          />
        </Grid.Col>
        {openCode !== undefined && (
          <Grid.Col span={{ base: 12, xl: 6 }}>
            <OrganizationEditor
              key={openCode ?? 'new'}
              organization={open}
              canEdit={canEdit}
              onSaved={setOpenCode}
              onDeleted={() => setOpenCode(undefined)}
            />
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
