import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { AccountTrigger } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, RowLink, type DataTableColumn } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { useFilterParam } from '@/lib/shell/filter-tabs';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { TriggerKeys } from './trigger-keys';
import { triggerLocationsPath, triggerPath } from './trigger-path';
import { type TriggerGroup, type TriggerOrderBy } from './triggers.api';
import { useTriggerList } from './use-trigger-list';

const tabs = ['all', 'dayparts', 'timer', 'external'] as const;
const groupOfTab: Record<string, TriggerGroup> = {
  dayparts: 'Dayparts',
  timer: 'Timer',
  external: 'External',
};

type TriggerRow = AccountTrigger & { id: string };

function StateBadge({ trigger }: { trigger: AccountTrigger }) {
  const { t } = useTranslation();
  if (!trigger.isEnabled) return <Badge color="gray">{t('triggers.state.disabled')}</Badge>;
  return trigger.isActiveNow ? (
    <Badge color="green">{t('triggers.state.activeNow')}</Badge>
  ) : (
    <Badge variant="light">{t('triggers.state.enabled')}</Badge>
  );
}

/** `/triggers`: the account's triggers by tab, and for editors the API keys of external ones. */
export function TriggerList() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const canEdit = can(useSessionUser(), 'Triggers', 'edit');
  const [tab, setTab] = useFilterParam();
  const listPage = useListPage({ orderBy: 'Name', order: 'asc' });
  const triggerGroup = tab ? groupOfTab[tab] : undefined;
  const orderBy: TriggerOrderBy =
    listPage.sort.orderBy === 'TriggerGroup' ? 'TriggerGroup' : 'Name';
  const list = useTriggerList(
    { triggerGroup, orderBy, order: listPage.sort.order },
    listPage.searchText,
  );
  const rows = useMemo(
    () => list.items.map((trigger) => ({ ...trigger, id: trigger.triggerCode })),
    [list.items],
  );
  const columns = useMemo<DataTableColumn<TriggerRow>[]>(
    () => [
      {
        id: 'name',
        name: t('triggers.columns.name'),
        orderBy: 'Name',
        locked: true,
        defaultWidth: 240,
        // Editors open the editor; others may still see where the trigger is set.
        render: (row) => (
          <RowLink
            onClick={() =>
              void navigate(
                (canEdit ? triggerPath : triggerLocationsPath)(row.triggerCode, row.trigger.name),
              )
            }
          >
            {row.trigger.name}
          </RowLink>
        ),
      },
      {
        id: 'type',
        name: t('triggers.columns.type'),
        orderBy: 'TriggerGroup',
        defaultWidth: 130,
        render: (row) => t(`triggers.groups.${row.trigger.triggerGroup}`),
      },
      {
        id: 'action',
        name: t('triggers.columns.action'),
        defaultWidth: 130,
        render: (row) => t(`triggers.actions.${row.trigger.actionType}`),
      },
      {
        id: 'state',
        name: t('triggers.columns.state'),
        defaultWidth: 140,
        render: (row) => <StateBadge trigger={row} />,
      },
      {
        id: 'usedBy',
        name: t('triggers.columns.usedBy'),
        defaultWidth: 140,
        render: (row) => t('triggers.usedByCount', { count: row.usedBy.length }),
      },
    ],
    [t, canEdit, navigate],
  );
  const add = canEdit
    ? { label: t('triggers.add'), onClick: () => void navigate('/triggers/new') }
    : undefined;
  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        tabs={tabs.map((value) => ({ value, label: t(`tabs.triggers.${value}`) }))}
        search={listPage.search}
        addNew={add}
      />
      <Stack gap="lg">
        {list.isError && (
          <ErrorAlert>
            <Text size="sm">{t('triggers.errors.list')}</Text>
          </ErrorAlert>
        )}
        <DataTable
          tableId="triggers"
          {...listPage.tableProps(list)}
          columns={columns}
          items={rows}
          isResizable
          emptyState={listPage.emptyState({
            tab: triggerGroup ? t(`tabs.triggers.${tab}`) : undefined,
            onClear: () => {
              listPage.clearSearch();
              if (tab !== null) setTab('all');
            },
            title: t('triggers.welcome.title'),
            text: t('triggers.welcome.text'),
            action: add,
          })}
        />
        {canEdit && <TriggerKeys />}
      </Stack>
    </>
  );
}
