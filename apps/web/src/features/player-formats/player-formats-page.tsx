import { Badge, Grid, Stack } from '@mantine/core';
import type { SupportPlayerFormat } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, RowLink, type DataTableColumn } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { ClientSelect } from '@/shared/support/client-select';
import type { FormatDraft } from './format-problems';
import { playerFormatsQuery, useNewPlayerFormat } from './player-formats.api';

// The editor (its layer table and scale drawing) loads when a format is opened, so the list
// arrives sooner and the page stays within its size budget.
const PlayerFormatEditor = lazy(() =>
  import('./player-format-editor').then((module) => ({ default: module.PlayerFormatEditor })),
);

type FormatRow = SupportPlayerFormat & { id: string };

const draftOf = ({ aspect: _aspect, ...format }: SupportPlayerFormat): FormatDraft => format;

/**
 * The global formats and the chosen client's (kept in the address as `?clientCode=`), beside the
 * editor of the open one.
 */
export default function PlayerFormatsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const canEdit = can(user, 'SupportFormats', 'edit');
  const [params, setParams] = useSearchParams();
  const clientCode = params.get('clientCode');
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState<FormatDraft | null>(null);
  const formats = useQuery(playerFormatsQuery(clientCode, searchText));
  const startNew = useNewPlayerFormat();
  const rows: FormatRow[] = (formats.data ?? []).map((format) => ({
    ...format,
    id: format.playerFormatCode,
  }));
  const columns: DataTableColumn<FormatRow>[] = [
    {
      id: 'name',
      name: t('playerFormats.columns.name'),
      locked: true,
      render: (row) => (
        <RowLink
          isCurrent={row.playerFormatCode === open?.playerFormatCode}
          onClick={() => setOpen(draftOf(row))}
        >
          {row.name}
        </RowLink>
      ),
    },
    {
      id: 'client',
      name: t('playerFormats.columns.client'),
      render: (row) =>
        row.clientCode ?? (
          <Badge variant="light" color="gray">
            {t('playerFormats.global')}
          </Badge>
        ),
    },
    { id: 'aspect', name: t('playerFormats.columns.aspect'), attributeName: 'aspect' },
    {
      id: 'resolution',
      name: t('playerFormats.columns.resolution'),
      render: (row) => `${row.resolutionX}x${row.resolutionY}`,
    },
    {
      id: 'layers',
      name: t('playerFormats.columns.layers'),
      render: (row) => row.layers.length,
    },
  ];
  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{ onSearch: setSearchText }}
        addNew={
          canEdit
            ? {
                label: t('playerFormats.add'),
                onClick: () => startNew.mutate(clientCode, { onSuccess: setOpen }),
              }
            : undefined
        }
      />
      <Stack gap="md">
        <ClientSelect
          label={t('playerFormats.client')}
          placeholder={t('playerFormats.clientPlaceholder')}
          value={clientCode}
          onChange={(code) => {
            setOpen(null);
            setParams(code ? { clientCode: code } : {});
          }}
        />
        {formats.isError && (
          <ErrorAlert>{failureTextOf(formats.error) ?? t('playerFormats.loadFailed')}</ErrorAlert>
        )}
        {startNew.isError && (
          <ErrorAlert>{failureTextOf(startNew.error) ?? t('playerFormats.newFailed')}</ErrorAlert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: open ? 5 : 12 }}>
            <DataTable
              tableId="support-player-formats"
              userId={user.email}
              columns={columns}
              items={rows}
              isLoading={formats.isFetching}
            />
          </Grid.Col>
          {open && (
            <Grid.Col span={{ base: 12, xl: 7 }}>
              <Suspense fallback={null}>
                <PlayerFormatEditor
                  key={open.playerFormatCode ?? 'new'}
                  format={open}
                  canEdit={canEdit}
                  onSaved={() => setOpen(null)}
                  onDeleted={() => setOpen(null)}
                />
              </Suspense>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </>
  );
}
