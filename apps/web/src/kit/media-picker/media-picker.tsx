import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { fitsLayer } from '@marquee/domain';
import { ErrorAlert } from '../error-alert';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort, type DataTableView } from '../data-table';
import { KitLoader } from '../loader';
import { KitModal } from '../modal';
import { TabBar } from '../tab-bar';
import { mediaPickerColumns, MediaTile, type MediaRow } from './media-picker-columns';
import classes from './media-picker.module.css';
import {
  defaultMediaSort,
  mediaTypeOf,
  pickerTabs,
  type MediaLibrary,
  type MediaSearch,
  type PickerMedia,
} from './media-search';
import { UnsplashResults } from './unsplash-results';
import type { UnsplashSource } from './unsplash-source';
import { useMediaSearch } from './use-media-search';

export interface MediaPickerProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen media, from every tab and search, in the order they were chosen. */
  onAdd: (medias: PickerMedia[]) => void;
  /**
   * The paged media search (the app's over the account's library, the gallery's over demo
   * media); its identity should stay stable between renders.
   */
  search: MediaSearch;
  /** Which library to choose from; it decides the tabs. */
  library?: MediaLibrary;
  /** Keeps the column choice per user, as every table does. */
  userId: string;
  /** Single mode offers radios and adds exactly one media. */
  isMultiple?: boolean;
  defaultView?: DataTableView;
  /**
   * Where media are uploaded: with nothing to choose, the picker offers to upload there, in a new
   * tab so that what is being edited here stays open.
   */
  uploadHref?: string;
  /**
   * Layers that take only media fitting them (their account does not allow all formats in
   * playlists): media that do not fit each of them are not listed. Without it every media is.
   */
  onlyFitting?: readonly { width: number; height: number }[];
  /** Adds a tab that finds photos on Unsplash and imports the ones added (the media library only). */
  unsplash?: UnsplashSource;
}

/** The media picker modal (002 section 2), 1100 px wide. */
export function MediaPicker({ opened, onClose, onAdd, ...props }: MediaPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PickerMedia[]>([]);
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <KitModal
      opened={opened}
      onClose={close}
      title={t('mediaPicker.header')}
      width="mediaPicker"
      onConfirm={() => {
        onAdd(chosen);
        close();
      }}
      confirmLabel={t('mediaPicker.add')}
      cancelLabel={t('mediaPicker.cancel')}
      isConfirmDisabled={chosen.length === 0}
    >
      {/* Content mounts with the modal, so each opening starts with a fresh search and selection. */}
      <MediaPickerContent {...props} onChosenChange={setChosen} />
    </KitModal>
  );
}

/** One list for "every type", so the search is not asked again on each render. */
const noMediaTypes = [] as const;

interface ContentProps extends Omit<MediaPickerProps, 'opened' | 'onClose' | 'onAdd'> {
  onChosenChange: (medias: PickerMedia[]) => void;
}

function MediaPickerContent({
  search,
  library = 'MediaLibrary',
  userId,
  isMultiple = true,
  defaultView = 'grid',
  uploadHref,
  onlyFitting,
  unsplash,
  onChosenChange,
}: ContentProps) {
  const { t, i18n } = useTranslation();
  const tabs = pickerTabs(library);
  const tabKeys: string[] = tabs.map((tab) => tab.key);
  if (unsplash && library === 'MediaLibrary') tabKeys.push('unsplash');
  const [tabKey, setTabKey] = useState(tabKeys[0]);
  const isUnsplash = unsplash !== undefined && tabKey === 'unsplash';
  const mediaTypes = tabs.find((tab) => tab.key === tabKey)?.mediaTypes ?? noMediaTypes;
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<DataTableSort>(defaultMediaSort);
  // One selection for the whole opening: media chosen on one tab or search stay chosen on others.
  const [chosen, setChosen] = useState<ReadonlyMap<string, PickerMedia>>(() => new Map());
  const selectedIds = useMemo(() => new Set(chosen.keys()), [chosen]);
  const result = useMediaSearch(search, { library, mediaTypes, searchText, sort });
  const rows = useMemo<MediaRow[]>(
    () =>
      result.medias
        .filter(
          (media) =>
            !onlyFitting ||
            onlyFitting.every((layer) =>
              fitsLayer(
                { mediaType: mediaTypeOf(media), orientation: media.orientations?.[0] ?? null },
                layer,
              ),
            ),
        )
        .map((media) => ({ id: media.mediaCode, media })),
    [result.medias, onlyFitting],
  );
  const columns = useMemo(
    () => mediaPickerColumns(t, i18n.language, isMultiple),
    [t, i18n.language, isMultiple],
  );
  const choose = (ids: string[]) =>
    setChosen((previous) => {
      const listed = new Map(result.medias.map((media) => [media.mediaCode, media]));
      return new Map(
        ids.flatMap((id) => {
          const media = previous.get(id) ?? listed.get(id);
          return media ? [[id, media] as const] : [];
        }),
      );
    });
  useEffect(() => onChosenChange([...chosen.values()]), [chosen, onChosenChange]);
  const isFirstLoad = result.isLoading && rows.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          aria-label={t(isUnsplash ? 'mediaPicker.unsplash.search' : 'mediaPicker.search')}
          placeholder={t(isUnsplash ? 'mediaPicker.unsplash.search' : 'mediaPicker.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={320}
          data-autofocus
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('mediaPicker.selected', { count: chosen.size })}
        </Text>
      </Group>
      {tabKey && (
        <TabBar
          label={t('mediaPicker.tabs.label')}
          items={tabKeys.map((key) => ({
            label: t(`mediaPicker.tabs.${key}`),
            emitAction: key,
          }))}
          active={tabKey}
          onSelect={setTabKey}
        />
      )}
      {!isUnsplash && result.hasFailed && (
        <ErrorAlert>
          <Group justify="space-between">
            <Text size="sm">{t('mediaPicker.error')}</Text>
            <Button size="xs" variant="default" onClick={result.retry}>
              {t('mediaPicker.retry')}
            </Button>
          </Group>
        </ErrorAlert>
      )}
      <div className={classes.results} data-has-tabs={tabKey ? true : undefined}>
        {isUnsplash ? (
          <UnsplashResults
            source={unsplash}
            searchText={searchText}
            onImported={(media) =>
              setChosen((previous) => new Map(previous).set(media.mediaCode, media))
            }
          />
        ) : isFirstLoad ? (
          <KitLoader />
        ) : (
          !(result.hasFailed && rows.length === 0) && (
            <DataTable
              tableId="mediaPicker"
              userId={userId}
              columns={columns}
              items={rows}
              sort={sort}
              onSortChange={setSort}
              hasGridView
              defaultView={defaultView}
              renderGridItem={(row) => <MediaTile row={row} t={t} />}
              selectedIds={selectedIds}
              onSelectionChange={choose}
              isSelectedOnClick
              hasBulkBar={false}
              onLoadMore={result.loadMore}
              hasMore={result.hasMore}
              isLoading={result.isLoading}
              emptyText={t('mediaPicker.empty')}
              emptyState={
                uploadHref && searchText.trim() === ''
                  ? {
                      isFiltered: false,
                      title: t('mediaPicker.nothingYet'),
                      text: t('mediaPicker.nothingYetText'),
                      action: {
                        label: t('mediaPicker.upload'),
                        onClick: () => window.open(uploadHref, '_blank', 'noopener'),
                      },
                    }
                  : undefined
              }
            />
          )
        )}
      </div>
    </Stack>
  );
}
