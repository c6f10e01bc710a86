import { Button, Center, Stack, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableBulkBar, type DataTableBulkAction } from './data-table-bulk-bar';
import { DataTableEmpty, type DataTableEmptyState } from './data-table-empty';
import {
  columnWidth,
  dataTablePageSize,
  isSelectable,
  nextSort,
  type DataTableColumn,
  type DataTableItem,
  type DataTableSort,
} from './data-table-columns';
import { DataTableGrid } from './data-table-grid';
import { DataTableList } from './data-table-list';
import { DataTableToolbar, type DataTableView } from './data-table-toolbar';
import { useColumnVisibility, visibilityStorageKey } from './data-table-visibility';

const noneSelected: ReadonlySet<string> = new Set();

export interface DataTablePage {
  skipItemsInResult: number;
  maxItemsInResult: number;
}

export interface DataTableProps<T extends DataTableItem> {
  /** With `userId`, names where the column choice is kept. */
  tableId: string;
  userId: string;
  columns: DataTableColumn<T>[];
  items: T[];
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  view?: DataTableView;
  defaultView?: DataTableView;
  onViewChange?: (view: DataTableView) => void;
  /**
   * Shows the table's own list/grid switch; a page whose top bar has the switch sets `view`
   * instead (the grid then still needs `renderGridItem`).
   */
  hasGridView?: boolean;
  renderGridItem?: (item: T) => ReactNode;
  /** Makes the selection controlled, e.g. to keep rows chosen while other rows are listed. */
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: string[]) => void;
  /** Clicking anywhere on a tile or row toggles it, as a picker's cards are chosen. */
  isSelectedOnClick?: boolean;
  /** A picker shows its own count beside its Add button instead of the bulk bar. */
  hasBulkBar?: boolean;
  bulkActions?: DataTableBulkAction[];
  onBulkAction?: (emitAction: string, ids: string[]) => void;
  /** Asks the parent for the next page of 50. */
  onLoadMore?: (page: DataTablePage) => void;
  hasMore?: boolean;
  isLoading?: boolean;
  isResizable?: boolean;
  /** Replaces the generic empty text, e.g. in a picker; `emptyState` wins over it. */
  emptyText?: string;
  /** A list page's empty table: a welcome card when nothing exists, else nothing matches. */
  emptyState?: DataTableEmptyState;
}

export function DataTable<T extends DataTableItem>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, items } = props;
  const [view, setView] = useUncontrolled<DataTableView>({
    value: props.view,
    defaultValue: props.defaultView,
    finalValue: 'list',
    onChange: props.onViewChange,
  });
  const { visibility, toggle } = useColumnVisibility(
    visibilityStorageKey(props.userId, props.tableId),
    columns,
  );
  const [selected, setSelected] = useUncontrolled<ReadonlySet<string>>({
    value: props.selectedIds,
    defaultValue: noneSelected,
    finalValue: noneSelected,
  });
  // One name for the row radios, so arrow keys move between rows as in any radio group.
  const selectName = useId();
  const select = (next: ReadonlySet<string>) => {
    setSelected(next);
    props.onSelectionChange?.([...next]);
  };

  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const tableColumns = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        size: columnWidth(column) ?? 160,
        minSize: 40,
        enableResizing: !column.checkbox && !column.radio && !column.options,
      })),
    [columns],
  );
  // TanStack Table memoises internally; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item.id,
    state: { columnVisibility: visibility },
    enableColumnResizing: props.isResizable ?? false,
    columnResizeMode: 'onChange',
    manualSorting: true,
  });

  const selectable = items.filter(isSelectable);
  // Only rows still listed count, so a reload never acts on rows the user cannot see.
  const listedIds = selectable.filter((item) => selected.has(item.id)).map((item) => item.id);
  const selectedCount = listedIds.length;
  const isRadio = columns.some((column) => column.radio);
  const toggleRow = (item: T) => {
    if (isRadio) return select(new Set([item.id]));
    const next = new Set(selected);
    if (next.has(item.id)) next.delete(item.id);
    else next.add(item.id);
    select(next);
  };
  const clickRow =
    props.isSelectedOnClick === true
      ? (item: T) => {
          if (isSelectable(item)) toggleRow(item);
        }
      : undefined;
  // Select all (and none) acts on the listed rows; rows chosen while others were listed stay.
  const selectListed = (isChosen: boolean) => {
    const next = new Set(selected);
    for (const item of selectable) {
      if (isChosen) next.add(item.id);
      else next.delete(item.id);
    }
    select(next);
  };
  const allSelected = selectable.length > 0 && selectedCount === selectable.length;
  const isEmpty = items.length === 0 && !props.isLoading;

  // Nothing exists yet: the welcome card alone, without the headers of an empty table.
  if (isEmpty && props.emptyState && !props.emptyState.isFiltered) {
    return <DataTableEmpty state={props.emptyState} />;
  }
  return (
    <Stack gap="sm">
      <DataTableToolbar
        columns={columns}
        visibility={visibility}
        onToggleColumn={toggle}
        view={view}
        onViewChange={setView}
        hasGridView={props.hasGridView ?? false}
      />
      {view === 'list' && selectedCount > 0 && (props.hasBulkBar ?? true) && (
        <DataTableBulkBar
          count={selectedCount}
          actions={props.bulkActions ?? []}
          onAction={(action) => props.onBulkAction?.(action, listedIds)}
          onClear={() => select(new Set())}
        />
      )}
      {view === 'list' ? (
        <DataTableList
          table={table}
          columnsById={columnsById}
          sort={props.sort}
          onSort={(orderBy) => props.onSortChange?.(nextSort(props.sort, orderBy))}
          selectAll={{
            checked: allSelected,
            indeterminate: selectedCount > 0 && !allSelected,
            disabled: selectable.length === 0,
            onToggle: () => selectListed(!allSelected),
          }}
          selectedIds={selected}
          selectName={selectName}
          onToggleRow={toggleRow}
          onClickRow={clickRow}
          isResizable={props.isResizable ?? false}
        />
      ) : (
        <DataTableGrid
          items={items}
          columns={columns}
          selectedIds={selected}
          selectName={selectName}
          onToggleRow={toggleRow}
          onClickRow={clickRow}
          renderGridItem={props.renderGridItem}
        />
      )}
      {isEmpty &&
        (props.emptyState ? (
          <DataTableEmpty state={props.emptyState} />
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            {props.emptyText ?? t('kit.table.empty')}
          </Text>
        ))}
      {/* Only while more rows exist: a finished list shows no button to press. */}
      {props.onLoadMore && props.hasMore && (
        <Center>
          <Button
            variant="light"
            loading={props.isLoading}
            disabled={props.isLoading}
            onClick={() =>
              props.onLoadMore?.({
                skipItemsInResult: items.length,
                maxItemsInResult: dataTablePageSize,
              })
            }
          >
            {t('kit.table.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
