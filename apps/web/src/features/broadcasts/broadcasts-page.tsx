import { Text } from '@mantine/core';
import { can } from '@marquee/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableSort } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { notifyError } from '@/lib/notifications/notify';
import { broadcastEditorPath, campaignEditorPath } from '@/lib/routing/broadcast-editor-path';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { inInteractiveMode } from '@/lib/routing/interactive-mode';
import { useSessionUser } from '@/lib/session/session-user';
import { useFilterParam } from '@/lib/shell/filter-tabs';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { broadcastColumns, toBroadcastRow, type BroadcastRowAction } from './broadcast-columns';
import {
  OutsideReachError,
  useBroadcastList,
  useBroadcastRowActions,
  useDeleteBroadcast,
  type BroadcastOrderBy,
  type BroadcastTab,
} from './broadcasts.api';
import type { BroadcastListItem } from '@marquee/contracts';

const tabs: readonly BroadcastTab[] = ['all', 'mine', 'expired', 'active', 'upcoming'];
const defaultSort: DataTableSort = { orderBy: 'Modified', order: 'desc' };

const isTab = (value: string | null): value is BroadcastTab => tabs.some((tab) => tab === value);

/**
 * The broadcasts list (001 section 2, /broadcast): tabs, search, and each row's actions. With
 * `isInteractive` it is the local selections' (/localselections), whose editors open in
 * interactive mode and which only those who may edit local selections change.
 */
export default function BroadcastsPage({ isInteractive = false }: { isInteractive?: boolean }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [filterParam, setFilterParam] = useFilterParam();
  const tab: BroadcastTab = isTab(filterParam) ? filterParam : 'all';
  const listPage = useListPage(defaultSort);
  const { searchText, sort } = listPage;
  const [deleting, setDeleting] = useState<BroadcastListItem | null>(null);
  const canEdit =
    can(user, 'Broadcast', 'edit') &&
    (!isInteractive || can(user, 'InteractiveBroadcasts', 'edit'));
  // Campaigns need CampaignBuilder edit too (and its application on), as their routes do; a
  // local selection is never a campaign, so its list adds plainly.
  const canEditCampaigns = canEdit && !isInteractive && can(user, 'CampaignBuilder', 'edit');
  const list = useBroadcastList(
    tab,
    searchText,
    { orderBy: sort.orderBy as BroadcastOrderBy, order: sort.order },
    isInteractive,
  );
  const editorPath = (path: string) => (isInteractive ? inInteractiveMode(path) : path);
  const texts = isInteractive ? 'localSelections' : 'broadcasts.list';
  const tabTexts = isInteractive ? 'tabs.localSelections' : 'tabs.broadcast';
  const rows = useMemo(() => list.items.map(toBroadcastRow), [list.items]);
  const { setPlaying, duplicate } = useBroadcastRowActions();
  const remove = useDeleteBroadcast();
  const failed = (error: unknown) =>
    notifyError(
      error instanceof OutsideReachError
        ? t('broadcasts.outsideReach.refused')
        : (failureTextOf(error) ?? t('broadcasts.editor.failed')),
    );

  const startBroadcast = () => void navigate(editorPath('/broadcast/new/details'));
  const addNew = canEditCampaigns
    ? {
        label: t('topBar.addNew'),
        choices: [
          { label: t('broadcasts.list.add.broadcast'), onClick: startBroadcast },
          {
            label: t('broadcasts.list.add.campaign'),
            onClick: () => void navigate('/campaign/new/details'),
          },
        ],
      }
    : { label: t('topBar.addNew'), onClick: startBroadcast };
  const onAction = (action: BroadcastRowAction, row: BroadcastListItem) => {
    const code = row.broadcastCode;
    if (action === 'edit') {
      void navigate(
        row.broadcastType === 'Campaign'
          ? campaignEditorPath(code, row.broadcastName)
          : editorPath(broadcastEditorPath(code)),
      );
    } else if (action === 'delete') setDeleting(row);
    else if (action === 'duplicate') duplicate.mutate(code, { onError: failed });
    else setPlaying.mutate({ code, isPlaying: action === 'play' }, { onError: failed });
  };
  const columns = useMemo(
    () => broadcastColumns(t, { canEdit, canEditCampaigns, hasTypes: !isInteractive, onAction }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, canEdit, canEditCampaigns, isInteractive],
  );

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={listPage.search}
        addNew={canEdit ? addNew : undefined}
        tabs={tabs.map((value) => ({ value, label: t(`${tabTexts}.${value}`) }))}
      />
      {list.isError && (
        <ErrorAlert>
          <Text size="sm">{t(`${texts}.failed`)}</Text>
        </ErrorAlert>
      )}
      <DataTable
        tableId="broadcasts"
        {...listPage.tableProps(list)}
        columns={columns}
        items={rows}
        hasGridView={false}
        hasBulkBar={false}
        emptyState={{
          isFiltered: searchText.trim() !== '',
          tab: tab === 'all' ? undefined : t(`${tabTexts}.${tab}`),
          onClear: () => {
            listPage.clearSearch();
            if (filterParam !== null) setFilterParam('all');
          },
          title: t(`${texts}.welcome.title`),
          text: t(`${texts}.welcome.text`),
          action: canEdit
            ? { label: t(`${texts}.welcome.action`), onClick: startBroadcast }
            : undefined,
        }}
      />
      <KitModal
        opened={deleting !== null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        type="warning"
        width="remove"
        title={t('broadcasts.list.deleteTitle')}
        onConfirm={() =>
          deleting && remove.mutate(deleting.broadcastCode, { onSuccess: () => setDeleting(null) })
        }
        confirmLabel={t('broadcasts.list.actions.delete')}
        isConfirming={remove.isPending}
        errorMessage={
          remove.isError
            ? (failureTextOf(remove.error) ?? t('broadcasts.editor.failed'))
            : undefined
        }
      >
        <Text>{t('broadcasts.list.deleteText', { name: deleting?.broadcastName ?? '' })}</Text>
      </KitModal>
    </>
  );
}
