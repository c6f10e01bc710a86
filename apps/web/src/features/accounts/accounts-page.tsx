import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useCurrentUser } from '@/lib/session/current-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { accountColumns, type ClientRow } from './accounts-columns';
import { useClients } from '@/lib/support/clients';
import { openAsSupportUser } from './accounts.api';

/** The account overview: find a client account and open it as a support user. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { data: user } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const clients = useClients(searchText, order);
  const rows = useMemo<ClientRow[]>(
    () => clients.items.map((client) => ({ ...client, id: client.clientCode })),
    [clients.items],
  );
  const columns = useMemo(() => accountColumns(t, (code) => void openAsSupportUser(code)), [t]);

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} search={{ onSearch: setSearchText }} />
      <DataTable
        tableId="support-accounts"
        userId={user?.email ?? ''}
        columns={columns}
        items={rows}
        sort={{ orderBy: 'clientName', order }}
        onSortChange={(sort) => setOrder(sort.order)}
        onLoadMore={clients.loadMore}
        hasMore={clients.hasMore}
        isLoading={clients.isLoading}
      />
      {!clients.isLoading && rows.length === 0 && (
        <Text c="dimmed" ta="center" mt="xl">
          {t('accounts.empty')}
        </Text>
      )}
    </>
  );
}
