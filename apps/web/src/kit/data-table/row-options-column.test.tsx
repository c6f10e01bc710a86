import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './data-table';
import { rowOptionsColumn, type RowOption } from './row-options-column';

interface Broadcast {
  id: string;
  name: string;
  isLocked: boolean;
}

type BroadcastAction = 'pause' | 'delete';

const items: Broadcast[] = [
  { id: 'b1', name: 'Summer sale', isLocked: false },
  { id: 'b2', name: 'Opening hours', isLocked: true },
  { id: 'b3', name: 'Archived', isLocked: false },
];

function optionsOf(row: Broadcast): RowOption<BroadcastAction>[] {
  if (row.id === 'b3') return [];
  return [
    { action: 'pause', label: 'Pause' },
    { action: 'delete', label: 'Delete', disabled: row.isLocked },
  ];
}

function renderTable() {
  const onAction = vi.fn<(action: BroadcastAction, row: Broadcast) => void>();
  renderWithProviders(
    <DataTable
      tableId="broadcasts"
      userId="u1"
      items={items}
      columns={[
        { id: 'name', name: 'Name', attributeName: 'name', locked: true },
        rowOptionsColumn({
          label: (row) => `Options for ${row.name}`,
          options: optionsOf,
          onAction,
        }),
      ]}
    />,
  );
  return onAction;
}

describe('rowOptionsColumn', () => {
  it('hands the chosen action and its row to the caller', async () => {
    const user = userEvent.setup();
    const onAction = renderTable();
    await user.click(screen.getByRole('button', { name: 'Options for Summer sale' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete', items[0]);
  });

  it('shows a disabled option that cannot be chosen', async () => {
    const user = userEvent.setup();
    const onAction = renderTable();
    await user.click(screen.getByRole('button', { name: 'Options for Opening hours' }));
    const deleteItem = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(deleteItem).toBeDisabled();
    await user.click(deleteItem);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows no button for a row without options', () => {
    renderTable();
    expect(screen.getAllByRole('button', { name: /^Options for/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Options for Archived' })).not.toBeInTheDocument();
  });
});
