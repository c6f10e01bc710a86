import { Badge } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  rowOptionsColumn,
  type DataTableColumn,
  type DataTablePage,
  type DataTableSort,
} from '@/kit/data-table';
import { demoScreens, type DemoScreen, type DemoStatus } from './gallery-demo-data';
import { KitPanel } from '@/kit/panel';

const statusColours: Record<DemoStatus, string> = {
  online: 'green',
  noContact: 'gray',
  issue: 'orange',
};

function sortScreens(screens: DemoScreen[], sort: DataTableSort | undefined) {
  if (!sort) return screens;
  const key = (s: DemoScreen) =>
    sort.orderBy === 'LocationName'
      ? s.location.name
      : sort.orderBy === 'Registered'
        ? s.registered
        : s.name;
  const sorted = [...screens].sort((a, b) => key(a).localeCompare(key(b)));
  return sort.order === 'asc' ? sorted : sorted.reverse();
}

export function GalleryTableSection() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<DataTableSort>();
  const [count, setCount] = useState(50);
  const [isLoading, setIsLoading] = useState(false);
  const columns = useMemo<DataTableColumn<DemoScreen>[]>(
    () => [
      { id: 'select', checkbox: true },
      {
        id: 'name',
        name: t('kit.gallery.columns.name'),
        attributeName: 'name',
        orderBy: 'Name',
        locked: true,
        defaultWidth: 200,
        grid: { show: true },
      },
      {
        id: 'location',
        name: t('kit.gallery.columns.location'),
        attributeName: 'location.name',
        orderBy: 'LocationName',
        grid: { show: true, columnSpan: 6 },
      },
      {
        id: 'status',
        name: t('kit.gallery.columns.status'),
        grid: { show: true, columnSpan: 6 },
        isOneLine: true,
        render: (s) => (
          <Badge variant="light" color={statusColours[s.status]}>
            {t(`kit.gallery.status.${s.status}`)}
          </Badge>
        ),
      },
      { id: 'model', name: t('kit.gallery.columns.model'), attributeName: 'model' },
      {
        id: 'registered',
        name: t('kit.gallery.columns.registered'),
        attributeName: 'registered',
        orderBy: 'Registered',
        isOneLine: true,
      },
      {
        id: 'serial',
        name: t('kit.gallery.columns.serial'),
        attributeName: 'serial',
        enabled: false,
      },
      rowOptionsColumn({
        label: () => t('kit.gallery.actions.options'),
        options: () => [
          { action: 'edit', label: t('kit.gallery.actions.edit') },
          { action: 'remove', label: t('kit.gallery.actions.remove') },
        ],
        onAction: () => {},
      }),
    ],
    [t],
  );
  const loadMore = (page: DataTablePage) => {
    setIsLoading(true);
    setTimeout(() => {
      setCount(page.skipItemsInResult + page.maxItemsInResult);
      setIsLoading(false);
    }, 400);
  };
  const items = sortScreens(demoScreens, sort).slice(0, count);
  return (
    <KitPanel title={t('kit.gallery.sections.table')}>
      <DataTable
        tableId="gallery-screens"
        userId="gallery"
        columns={columns}
        items={items}
        sort={sort}
        onSortChange={setSort}
        hasGridView
        isResizable
        bulkActions={[
          { label: t('kit.gallery.actions.pause'), emitAction: 'pause' },
          { label: t('kit.gallery.actions.play'), emitAction: 'play' },
        ]}
        onLoadMore={loadMore}
        hasMore={count < demoScreens.length}
        isLoading={isLoading}
      />
    </KitPanel>
  );
}
