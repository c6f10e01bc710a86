import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCssModule } from '@/test/css-module';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, DataTableSort } from './data-table-columns';
import { visibilityStorageKey } from './data-table-visibility';
import classes from './data-table.module.css';

interface Screen {
  id: string;
  name: string;
  location: { name: string };
  allow?: { edit?: boolean };
}

const columns: DataTableColumn<Screen>[] = [
  { id: 'select', checkbox: true },
  {
    id: 'name',
    name: 'Name',
    attributeName: 'name',
    orderBy: 'Name',
    locked: true,
    grid: { show: true },
  },
  { id: 'location', name: 'Location', attributeName: 'location.name', orderBy: 'LocationName' },
  { id: 'serial', name: 'Serial', attributeName: 'id', enabled: false },
];

const items: Screen[] = [
  { id: 'p1', name: 'Lobby', location: { name: 'Oslo' } },
  { id: 'p2', name: 'Kiosk', location: { name: 'Bergen' }, allow: { edit: false } },
  { id: 'p3', name: 'Window', location: { name: 'Oslo' }, allow: { edit: true } },
];

function renderTable(overrides: Partial<DataTableProps<Screen>> = {}) {
  return renderWithProviders(
    <DataTable tableId="screens" userId="u1" columns={columns} items={items} {...overrides} />,
  );
}

function SortedTable({ onSortChange }: { onSortChange: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort>();
  return (
    <DataTable
      tableId="screens"
      userId="u1"
      columns={columns}
      items={items}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

beforeEach(() => localStorage.clear());

describe('DataTable', () => {
  it('shows enabled columns and reads nested attributes', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Location' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Serial' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Oslo')).toHaveLength(2);
  });

  it('emits the order key ascending first and toggles on the same column', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithProviders(<SortedTable onSortChange={onSortChange} />);
    await user.click(screen.getByRole('button', { name: 'Location' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ orderBy: 'LocationName', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Location' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ orderBy: 'LocationName', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Location' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ orderBy: 'Name', order: 'asc' });
  });

  it('hides a column from the menu, keeps it hidden after a reload and never lists locked ones', async () => {
    const user = userEvent.setup();
    const first = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(within(menu).getByLabelText('Location'));
    expect(screen.queryByRole('columnheader', { name: 'Location' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(visibilityStorageKey('u1', 'screens')) ?? '{}')).toEqual(
      {
        location: false,
      },
    );
    first.unmount();

    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Location' })).not.toBeInTheDocument();
    renderWithProviders(
      <DataTable tableId="screens" userId="u2" columns={columns} items={items} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Location' })).toBeInTheDocument();
  });

  it('selects all only rows whose allow.edit is not false and shows the bulk bar', async () => {
    const user = userEvent.setup();
    const onBulkAction = vi.fn();
    renderTable({ bulkActions: [{ label: 'Pause', emitAction: 'pause' }], onBulkAction });
    expect(screen.queryByLabelText('Select row p2')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Select all'));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onBulkAction).toHaveBeenCalledWith('pause', ['p1', 'p3']);
    await user.click(screen.getByLabelText('Select all'));
    expect(screen.queryByText(/items selected/)).not.toBeInTheDocument();
  });

  it('acts only on selected rows that are still listed', async () => {
    const user = userEvent.setup();
    const onBulkAction = vi.fn();
    const props = { bulkActions: [{ label: 'Pause', emitAction: 'pause' }], onBulkAction };
    const { rerender } = renderTable(props);
    await user.click(screen.getByLabelText('Select all'));
    rerender(
      <DataTable
        tableId="screens"
        userId="u1"
        columns={columns}
        items={items.slice(2)}
        {...props}
      />,
    );
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onBulkAction).toHaveBeenCalledWith('pause', ['p3']);
  });

  it('counts one selected row and marks select-all as partial', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByLabelText('Select row p1'));
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Select all')).toHaveAttribute('data-indeterminate', 'true');
  });

  it('keeps a single row with a radio column and never offers select-all', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const radioColumns = [{ id: 'pick', radio: true }, ...columns.slice(1)];
    renderTable({ columns: radioColumns, onSelectionChange });
    expect(screen.queryByLabelText('Select all')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select row p2')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row p1'));
    await user.click(screen.getByLabelText('Select row p3'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p3']);
    expect(screen.getByLabelText('Select row p1')).not.toBeChecked();
    expect(screen.getByLabelText('Select row p3')).toBeChecked();
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveStyle({ width: '40px' });
    await user.keyboard('{ArrowUp}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p1']);
  });

  it('asks for the next page of 50, hides load more once all are loaded and disables it while loading', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { rerender } = renderTable({ onLoadMore, hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledWith({ skipItemsInResult: 3, maxItemsInResult: 50 });
    const pagedTable = (paging: { hasMore: boolean; isLoading?: boolean }) => (
      <DataTable
        tableId="screens"
        userId="u1"
        columns={columns}
        items={items}
        onLoadMore={onLoadMore}
        {...paging}
      />
    );
    rerender(pagedTable({ hasMore: false }));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    rerender(pagedTable({ hasMore: true, isLoading: true }));
    expect(screen.getByRole('button', { name: /Load more/ })).toBeDisabled();
  });

  it('starts in list view and switches to grid tiles without the bulk bar', async () => {
    const user = userEvent.setup();
    renderTable({ hasGridView: true });
    expect(screen.getByRole('table')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row p1'));
    await user.click(screen.getByText('Grid view'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Window')).toBeInTheDocument();
    expect(screen.queryByText(/item selected/)).not.toBeInTheDocument();
  });

  it('offers resize handles only on data columns and resizes by dragging', () => {
    renderTable({ isResizable: true });
    const handles = screen.getAllByRole('separator');
    expect(handles).toHaveLength(2);
    const header = screen.getByRole('columnheader', { name: 'Location' });
    expect(header).toHaveStyle({ width: '160px' });
    const [, locationHandle] = handles;
    if (!locationHandle) throw new Error('no handle');
    fireEvent.mouseDown(locationHandle, { clientX: 300 });
    fireEvent.mouseMove(document, { clientX: 360 });
    fireEvent.mouseUp(document, { clientX: 360 });
    expect(header).toHaveStyle({ width: '220px' });
  });

  it('keeps a short value on one line and breaks other text only between words', () => {
    const removeRules = applyCssModule('kit/data-table/data-table.module.css', classes);
    const withStatus: DataTableColumn<Screen>[] = [
      ...columns,
      { id: 'status', name: 'Status', isOneLine: true, render: () => <span>Online</span> },
    ];
    renderTable({ columns: withStatus });
    const [row] = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    const cell = (text: string) => within(row!).getByText(text).closest('td')!;
    // 'anywhere' would let a narrow table squeeze every column to a letter's width.
    expect(getComputedStyle(cell('Lobby')).overflowWrap).toBe('break-word');
    expect(getComputedStyle(cell('Lobby')).whiteSpace).not.toBe('nowrap');
    const status = cell('Online');
    expect(status).toHaveAttribute('data-one-line');
    expect(getComputedStyle(status).whiteSpace).toBe('nowrap');
    // A badge clips its own text: it must keep the column at least as wide as itself.
    expect(getComputedStyle(within(status).getByText('Online')).minWidth).toBe('max-content');
    removeRules();
  });

  it('cuts a truncated text to one line, its whole in the title and the page', () => {
    const removeRules = applyCssModule('kit/data-table/data-table.module.css', classes);
    const truncated: DataTableColumn<Screen>[] = columns.map((column) =>
      column.id === 'location' ? { ...column, isTruncated: true } : column,
    );
    renderTable({ columns: truncated, isResizable: true });
    const [row] = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    const cell = within(row!).getByText('Oslo');
    expect(cell.tagName).toBe('TD');
    expect(cell).toHaveAttribute('title', 'Oslo');
    expect(getComputedStyle(cell)).toMatchObject({
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
    });
    expect(within(row!).getByText('Lobby')).not.toHaveAttribute('title');
    removeRules();
  });
});
