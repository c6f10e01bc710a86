// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { Table as TanStackTable } from '@tanstack/react-table';
import {
  cellContent,
  type DataTableColumn,
  type DataTableItem,
  type DataTableSort,
} from './data-table-columns';
import { DataTableHeaderCell, type SelectAllState } from './data-table-header-cell';
import { DataTableRowSelect } from './data-table-row-select';
import classes from './data-table.module.css';

/** Below this a table without fixed widths scrolls rather than squeezing its columns. */
const minAutoWidth = 480;

interface DataTableListProps<T extends DataTableItem> {
  table: TanStackTable<T>;
  columnsById: Map<string, DataTableColumn<T>>;
  sort: DataTableSort | undefined;
  onSort: (orderBy: string) => void;
  selectAll: SelectAllState;
  selectedIds: ReadonlySet<string>;
  selectName: string;
  onToggleRow: (item: T) => void;
  onClickRow?: (item: T) => void;
  isResizable: boolean;
}

export function DataTableList<T extends DataTableItem>(props: DataTableListProps<T>) {
  const { table, columnsById, selectedIds, isResizable } = props;
  return (
    // The table scrolls inside its own area, so a wide table never widens the page.
    <div className={classes.scroll}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        className={classes.table}
        style={
          isResizable
            ? { minWidth: table.getTotalSize(), tableLayout: 'fixed' }
            : { minWidth: minAutoWidth }
        }
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const column = columnsById.get(header.column.id);
                if (!column) return null;
                const sorted = column.orderBy && props.sort?.orderBy === column.orderBy;
                return (
                  <Table.Th
                    key={header.id}
                    className={classes.th}
                    data-options={column.options || undefined}
                    style={{ width: header.getSize() }}
                    aria-sort={
                      sorted
                        ? props.sort?.order === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    <DataTableHeaderCell
                      column={column}
                      sort={props.sort}
                      onSort={props.onSort}
                      selectAll={props.selectAll}
                    />
                    {header.column.getCanResize() && (
                      <div
                        role="separator"
                        aria-orientation="vertical"
                        className={classes.resizer}
                        data-resizing={header.column.getIsResizing() || undefined}
                        onMouseDown={header.getResizeHandler()}
                        onTouchStart={header.getResizeHandler()}
                        onDoubleClick={() => header.column.resetSize()}
                      />
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-selected={selectedIds.has(row.id) || undefined}
              data-clickable={props.onClickRow ? true : undefined}
              onClick={props.onClickRow && (() => props.onClickRow?.(row.original))}
            >
              {row.getVisibleCells().map((cell) => {
                const column = columnsById.get(cell.column.id);
                if (!column) return null;
                const content = cellContent(column, row.original);
                return (
                  <Table.Td
                    key={cell.id}
                    className={classes.td}
                    data-options={column.options || undefined}
                    data-one-line={column.isOneLine || undefined}
                    data-truncated={column.isTruncated || undefined}
                    title={column.isTruncated && typeof content === 'string' ? content : undefined}
                    // The box toggles on its own; its click must not reach the row and toggle back.
                    onClick={
                      column.checkbox || column.radio
                        ? (event) => event.stopPropagation()
                        : undefined
                    }
                  >
                    {column.checkbox || column.radio ? (
                      <DataTableRowSelect
                        column={column}
                        item={row.original}
                        isSelected={selectedIds.has(row.id)}
                        name={props.selectName}
                        onToggle={props.onToggleRow}
                      />
                    ) : (
                      content
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
