import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-columns';
import { rowOptionsColumn } from './row-options-column';

interface Screen {
  id: string;
  name: string;
  location: string;
}

const items: Screen[] = [
  { id: 'p1', name: 'Lobby', location: 'Oslo' },
  { id: 'p2', name: 'Kiosk', location: 'Bergen' },
];

function columnsWith(onAction: (action: string, item: Screen) => void): DataTableColumn<Screen>[] {
  return [
    { id: 'name', name: 'Name', attributeName: 'name', locked: true },
    { id: 'location', name: 'Location', attributeName: 'location' },
    rowOptionsColumn({
      label: (item) => `Options for ${item.name}`,
      options: () => [{ action: 'rename', label: 'Rename' }],
      onAction,
    }),
  ];
}

function renderTable(onAction = vi.fn()) {
  renderWithProviders(
    <DataTable tableId="screens" userId="u1" columns={columnsWith(onAction)} items={items} />,
  );
  return onAction;
}

const columnsMenu = () => screen.queryByRole('menu', { name: 'Columns' });

async function openColumns(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  expect(await screen.findByRole('menu', { name: 'Columns' })).toBeInTheDocument();
}

beforeEach(() => localStorage.clear());

describe('DataTable menus', () => {
  it('closes the Columns menu on Escape while its button has the focus', async () => {
    const user = userEvent.setup();
    renderTable();
    await openColumns(user);
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(columnsMenu()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the Columns menu on Escape after a column was toggled inside it', async () => {
    const user = userEvent.setup();
    renderTable();
    await openColumns(user);
    await user.click(within(columnsMenu()!).getByLabelText('Location'));
    expect(screen.queryByRole('columnheader', { name: 'Location' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(columnsMenu()).not.toBeInTheDocument());
  });

  it('closes the Columns menu on a click outside it', async () => {
    const user = userEvent.setup();
    renderTable();
    await openColumns(user);
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(columnsMenu()).not.toBeInTheDocument());
  });

  it('opens a row menu and runs its action while the Columns menu is open', async () => {
    const user = userEvent.setup();
    const onAction = renderTable();
    await openColumns(user);
    await user.click(screen.getByRole('button', { name: 'Options for Kiosk' }));
    const rowMenu = await screen.findByRole('menu', { name: 'Options for Kiosk' });
    await waitFor(() => expect(columnsMenu()).not.toBeInTheDocument());
    await user.click(within(rowMenu).getByRole('menuitem', { name: 'Rename' }));
    expect(onAction).toHaveBeenCalledWith('rename', items[1]);
  });

  it('closes a row menu on Escape', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Options for Lobby' }));
    expect(await screen.findByRole('menu', { name: 'Options for Lobby' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('menu', { name: 'Options for Lobby' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the row options in a column of its own at the table edge', () => {
    renderTable();
    const [optionsCell] = screen
      .getAllByRole('button', { name: /^Options for/ })
      .map((button) => button.closest('td'));
    expect(optionsCell).toHaveAttribute('data-options', 'true');
  });
});
