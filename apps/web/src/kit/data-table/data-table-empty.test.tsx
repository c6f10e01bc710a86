import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn } from './data-table-columns';
import type { DataTableEmptyState } from './data-table-empty';

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ id: 'name', name: 'Name', attributeName: 'name' }];

const welcome = {
  title: 'No screens yet',
  text: 'Screens show your media.',
};

function renderEmpty(
  emptyState: DataTableEmptyState,
  overrides: Partial<DataTableProps<Row>> = {},
) {
  return renderWithProviders(
    <DataTable
      tableId="screens"
      userId="u1"
      columns={columns}
      items={[]}
      emptyState={emptyState}
      {...overrides}
    />,
  );
}

describe('an empty DataTable', () => {
  it('welcomes a list with nothing yet, with its first action and no table or Load more', async () => {
    const onAdd = vi.fn();
    renderEmpty(
      { ...welcome, isFiltered: false, action: { label: 'Add screen', onClick: onAdd } },
      { onLoadMore: vi.fn(), hasMore: false },
    );
    expect(screen.getByRole('heading', { name: 'No screens yet' })).toBeInTheDocument();
    expect(screen.getByText('Screens show your media.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says nothing matches a search or filter, and its button clears them', async () => {
    const onClear = vi.fn();
    renderEmpty({ ...welcome, isFiltered: true, onClear });
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No screens yet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says a tab holds nothing, without speaking of a search or filters nobody set', async () => {
    const onClear = vi.fn();
    renderEmpty({ ...welcome, isFiltered: false, tab: 'Images', onClear });
    expect(screen.getByText('Nothing in Images')).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches')).not.toBeInTheDocument();
    expect(screen.queryByText(/current search or filters/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows neither card while the first page loads', () => {
    renderEmpty({ ...welcome, isFiltered: false }, { isLoading: true });
    expect(screen.queryByRole('heading', { name: 'No screens yet' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing matches')).not.toBeInTheDocument();
  });

  it('shows no Load more under one row when nothing more exists', () => {
    renderEmpty(
      { ...welcome, isFiltered: false },
      { items: [{ id: 'p1', name: 'Lobby' }], onLoadMore: vi.fn(), hasMore: false },
    );
    expect(screen.getByText('Lobby')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No screens yet' })).not.toBeInTheDocument();
  });
});
