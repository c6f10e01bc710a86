import { Text } from '@mantine/core';
import type { ExternalMessage } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowLink, rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { AlarmDrawer } from './alarm-drawer';
import { AlarmKindBadge } from './alarm-kind-badge';
import { formatMoment } from '@/lib/i18n/format-moment';
import { reasonText } from './alarm-format';
import { useAlarmList } from './alarms.api';
import { DeleteAlarmModal } from './delete-alarm-modal';

type AlarmAction = 'open' | 'delete';

/**
 * Alarms (spec 000 "Alarms screen"): what the server told the clients in reach about their
 * screens, newest first, searched by client, screen or subject; each opens with its deliveries,
 * to send again or delete.
 */
export default function AlarmsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const canEdit = can(useSessionUser(), 'SupportAlarms', 'edit');
  const listPage = useListPage({ orderBy: 'createdAt', order: 'desc' });
  const alarms = useAlarmList(listPage.searchText);
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ExternalMessage | null>(null);

  const columns: DataTableColumn<ExternalMessage>[] = [
    {
      id: 'subject',
      name: t('alarms.columns.subject'),
      locked: true,
      defaultWidth: 340,
      render: (message) => (
        <RowLink isCurrent={message.id === openId} onClick={() => setOpenId(message.id)}>
          {message.subject}
        </RowLink>
      ),
    },
    {
      id: 'createdAt',
      name: t('alarms.columns.createdAt'),
      defaultWidth: 190,
      render: (message) => formatMoment(message.createdAt, i18n.language),
    },
    {
      id: 'kind',
      name: t('alarms.columns.kind'),
      defaultWidth: 110,
      render: (message) => <AlarmKindBadge kind={message.kind} />,
    },
    {
      id: 'reason',
      name: t('alarms.columns.reason'),
      // The subject says it already; a column for sorting by eye, on request.
      enabled: false,
      defaultWidth: 150,
      render: (message) => reasonText(t, message),
    },
    {
      id: 'account',
      name: t('alarms.columns.account'),
      defaultWidth: 160,
      render: (message) => message.account?.accountName ?? t('alarms.noAccount'),
    },
    {
      id: 'screen',
      name: t('alarms.columns.screen'),
      defaultWidth: 160,
      render: (message) => message.player.name,
    },
    rowOptionsColumn<ExternalMessage, AlarmAction>({
      label: (message) => t('alarms.options', { subject: message.subject }),
      options: () => [
        { action: 'open', label: t('alarms.open') },
        ...(canEdit ? [{ action: 'delete' as const, label: t('alarms.delete.action') }] : []),
      ],
      onAction: (action, message) => {
        if (action === 'open') setOpenId(message.id);
        else setToDelete(message);
      },
    }),
  ];

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} search={listPage.search} />
      {alarms.isError && (
        <ErrorAlert>
          <Text size="sm">{t('alarms.errors.list')}</Text>
        </ErrorAlert>
      )}
      <DataTable
        tableId="support-alarms"
        {...listPage.tableProps(alarms)}
        columns={columns}
        items={alarms.items}
        emptyText={listPage.searchText ? t('alarms.noMatch') : t('alarms.none')}
        isResizable
      />
      {openId && (
        <AlarmDrawer
          id={openId}
          canEdit={canEdit}
          onDelete={() => {
            const open = alarms.items.find((message) => message.id === openId);
            if (open) setToDelete(open);
          }}
          onClose={() => setOpenId(null)}
        />
      )}
      {toDelete && (
        <DeleteAlarmModal
          message={toDelete}
          onDeleted={() => {
            if (toDelete.id === openId) setOpenId(null);
            setToDelete(null);
          }}
          onClose={() => setToDelete(null)}
        />
      )}
    </>
  );
}
