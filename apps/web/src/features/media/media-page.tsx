import { Group, Stack } from '@mantine/core';
import type { FilterCondition } from '@marquee/domain';
import type { Media } from '@marquee/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { useFilterParam } from '@/lib/shell/filter-tabs';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import type { ListLayout } from '@/lib/shell/view-switch';
import { useListPage } from '@/lib/ui/use-list-page';
import { canPreviewMedia } from '@/shared/media-preview/can-preview-media';
import { templateGalleryPath } from '@/shared/signs/template-gallery-path';
import { useSignChoices } from '@/shared/signs/use-sign-choices';
import { addChoicesFor, bulkActionsFor, mediaAbilitiesOf, rowActionsFor } from './media-actions';
import { mediaColumns, MediaTags, type MediaRow } from './media-columns';
import { MediaDialogs, type MediaDialog } from './media-dialogs';
import {
  mediaKey,
  mediaTabKeys,
  mediaTabsQuery,
  type MediaTab,
  type PageLibrary,
} from './media.api';
import { MediaThumb } from './media-thumb';
import { MediaUploadZone } from './media-upload-zone';
import { useMediaActions } from './use-media-actions';
import { useMediaList } from './use-media-list';
import { useMediaUpload } from './use-media-upload';

// The builder and its pickers load when the panel first opens.
const MediaFilterPanel = lazy(() => import('./media-filter-panel'));

const defaultSort: DataTableSort = { orderBy: 'RegisteredDateTime', order: 'desc' };

function isTab(value: string | null): value is MediaTab {
  return mediaTabKeys.some((tab) => tab === value);
}

/**
 * The media library (001 section 2, /media): tabs, list or grid, search, filters and upload. The
 * same page shows the item images (/items/images), without tabs, filters or web pages.
 */
export default function MediaPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const library: PageLibrary = route?.name === 'ItemsImages' ? 'ItemImages' : 'MediaLibrary';
  const isMediaLibrary = library === 'MediaLibrary';
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [filterParam, setFilterParam] = useFilterParam();
  const tab: MediaTab = isTab(filterParam) ? filterParam : 'all';
  const savedFilterCode = filterParam !== null && !isTab(filterParam) ? filterParam : null;
  const listPage = useListPage(defaultSort);
  const { searchText, sort } = listPage;
  const [view, setView] = useState<ListLayout>('list');
  const [isFilterOpen, setIsFilterOpen] = useState(savedFilterCode !== null);
  const [condition, setCondition] = useState<FilterCondition | null>(null);
  const [dialog, setDialog] = useState<MediaDialog>(null);
  const openChooser = useRef<(() => void) | null>(null);

  const abilities = mediaAbilitiesOf(user);
  const canPreview = canPreviewMedia(user);
  const addChoices = addChoicesFor(abilities, isMediaLibrary);
  const tabs = useQuery(mediaTabsQuery(library));
  const { list, rows } = useMediaList(
    tab,
    searchText,
    isFilterOpen ? condition : null,
    sort,
    library,
  );
  const { upload, accepted } = useMediaUpload(library);
  const actions = useMediaActions(rows, setDialog);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: mediaKey });
  const signChoices = useSignChoices({
    galleryPath: templateGalleryPath(),
    onWebPageAdded: refresh,
  });

  const columns = useMemo(
    () =>
      mediaColumns(t, i18n.language, {
        canPreview,
        onPreview: (media: Media) => setDialog({ kind: 'preview', media }),
        actionsOf: (media: Media) => rowActionsFor(media, abilities),
        onAction: actions.onRowAction,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      t,
      i18n.language,
      canPreview,
      abilities.canEdit,
      abilities.canDownloadSignPreview,
      actions.onRowAction,
    ],
  );

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={
          isMediaLibrary
            ? {
                ...listPage.search,
                isFilterOpen,
                onFilterToggle: () => {
                  if (isFilterOpen) setCondition(null);
                  setIsFilterOpen(!isFilterOpen);
                },
              }
            : listPage.search
        }
        view={{ value: view, onChange: setView }}
        addNew={
          addChoices.length > 0
            ? {
                label: t('topBar.addNew'),
                choices: addChoices.flatMap((choice) =>
                  choice === 'upload'
                    ? [{ label: t('media.add.upload'), onClick: () => openChooser.current?.() }]
                    : signChoices.choices,
                ),
              }
            : undefined
        }
        tabs={(tabs.data ?? []).map((value) => ({ value, label: t(`tabs.media.${value}`) }))}
      />
      {isFilterOpen && (
        <Suspense fallback={null}>
          <MediaFilterPanel
            filterCode={savedFilterCode}
            onFilterCodeChange={(code) => setFilterParam(code ?? 'all')}
            onConditionChange={setCondition}
          />
        </Suspense>
      )}
      {abilities.canEdit && (
        <MediaUploadZone
          accepted={accepted}
          openRef={openChooser}
          onDrop={(files) => void upload(files)}
        />
      )}
      <DataTable
        tableId="media"
        {...listPage.tableProps({
          loadMore: list.loadMore,
          hasMore: list.hasMore,
          isLoading: list.isLoading,
        })}
        columns={columns}
        items={rows}
        view={view}
        onViewChange={setView}
        renderGridItem={(row) => (
          <MediaTile
            row={row}
            columns={columns}
            canPreview={canPreview}
            onPreview={(media) => setDialog({ kind: 'preview', media })}
          />
        )}
        bulkActions={bulkActionsFor(abilities).map((action) => ({
          label: t(`media.bulk.${action}`),
          emitAction: action,
        }))}
        onBulkAction={actions.onBulkAction}
        emptyState={{
          isFiltered: searchText.trim() !== '' || (isFilterOpen && condition !== null),
          tab: tab === 'all' ? undefined : t(`tabs.media.${tab}`),
          onClear: () => {
            listPage.clearSearch();
            setCondition(null);
            setIsFilterOpen(false);
            if (filterParam !== null) setFilterParam('all');
          },
          title: isMediaLibrary ? t('media.welcome.title') : t('media.welcome.itemImagesTitle'),
          text: isMediaLibrary ? t('media.welcome.text') : t('media.welcome.itemImagesText'),
          action: abilities.canEdit
            ? { label: t('media.welcome.action'), onClick: () => openChooser.current?.() }
            : undefined,
        }}
      />
      {actions.replaceInput}
      {signChoices.dialog}
      <MediaDialogs
        dialog={withListedMedia(dialog, rows)}
        onClose={() => setDialog(null)}
        onEditorSaved={refresh}
      />
    </>
  );
}

/**
 * A preview opened while its media was still being processed follows the list, which asks
 * again until processing ends, so the preview appears once it is made.
 */
function withListedMedia(dialog: MediaDialog, rows: readonly Media[]): MediaDialog {
  if (dialog?.kind !== 'preview') return dialog;
  const listed = rows.find((row) => row.mediaCode === dialog.media.mediaCode);
  return listed ? { ...dialog, media: listed } : dialog;
}

interface MediaTileProps {
  row: MediaRow;
  columns: ReturnType<typeof mediaColumns>;
  canPreview: boolean;
  onPreview: (media: Media) => void;
}

/** A grid tile: the large thumbnail opens the preview, like the row's name. */
function MediaTile({ row, columns, canPreview, onPreview }: MediaTileProps) {
  const cell = (id: string) => columns.find((column) => column.id === id)?.render?.(row);
  return (
    <Stack gap="xs">
      <MediaThumb media={row} variant="tile" canPreview={canPreview} onPreview={onPreview} />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>{cell('mediaName')}</div>
        {cell('options')}
      </Group>
      <MediaTags tags={row.tags} />
    </Stack>
  );
}
