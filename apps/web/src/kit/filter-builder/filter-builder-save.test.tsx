import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { FilterBuilderProps } from './filter-builder';
import { renderableBuilder } from './filter-builder-fixtures';
import type { SavedFilter } from './filter-builder-types';

const saved: SavedFilter = {
  filterCode: 'F1',
  filterName: 'Lobbies',
  condition: {
    operator: 'AND',
    subNodes: [
      { nodeType: 'SearchText', nodeKey: 'SearchText', codes: ['lobby'], codeCondition: 'In' },
    ],
  },
};
const savedFilters = [
  { filterCode: 'F1', filterName: 'Lobbies' },
  { filterCode: 'F2', filterName: 'Windows' },
];

afterEach(() => vi.useRealTimers());

/** Shows `saved` in a builder the user may edit and opens its save modal. */
async function openSaveModal(
  user: UserEvent,
  props: Pick<FilterBuilderProps, 'onSave' | 'savedFilters'>,
) {
  renderWithProviders(
    renderableBuilder({ ...props, hasPermissionToEditFilter: true, savedFilter: saved }).ui,
  );
  await user.click(screen.getByRole('button', { name: 'Save filter' }));
  return screen.findByRole('dialog', { name: 'Save filter' });
}

describe('FilterBuilder text node', () => {
  it('reports the text 800 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { ui, onConditionChange } = renderableBuilder();
    renderWithProviders(ui);
    await user.click(screen.getByRole('button', { name: 'Free text' }));
    onConditionChange.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'Free text' }), 'hall');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(onConditionChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(onConditionChange).toHaveBeenCalledOnce();
    expect(onConditionChange.mock.lastCall?.[0]?.subNodes[0]).toMatchObject({ codes: ['hall'] });
  });
});

describe('FilterBuilder save and delete', () => {
  it('shows save only with a node, a save option and edit permission', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const first = renderWithProviders(
      renderableBuilder({ onSave, hasPermissionToEditFilter: true }).ui,
    );
    expect(screen.queryByRole('button', { name: 'Save filter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Free text' }));
    expect(screen.getByRole('button', { name: 'Save filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete filter' })).not.toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(renderableBuilder({ onSave, savedFilter: saved }).ui);
    expect(screen.queryByRole('button', { name: 'Save filter' })).not.toBeInTheDocument();
    second.unmount();
    renderWithProviders(
      renderableBuilder({
        onSave,
        onDelete: vi.fn(),
        hasPermissionToEditFilter: true,
        savedFilter: saved,
      }).ui,
    );
    expect(screen.getByRole('button', { name: 'Delete filter' })).toBeInTheDocument();
  });

  it('saves a new filter with its condition and shows a notice', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    const dialog = await openSaveModal(user, { onSave, savedFilters });
    const confirm = within(dialog).getByRole('button', { name: 'Save' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Filter name/), 'Halls');
    await user.click(confirm);
    expect(onSave).toHaveBeenCalledWith({ filterName: 'Halls', condition: saved.condition });
    expect(await screen.findByText('Filter created.')).toBeInTheDocument();
  });

  it('overwrites a chosen filter; switching the type clears the choice', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const dialog = await openSaveModal(user, { onSave, savedFilters });
    await user.click(within(dialog).getByLabelText('Overwrite an existing filter'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter to overwrite' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Windows' }));
    await user.click(within(dialog).getByLabelText('New filter'));
    await user.click(within(dialog).getByLabelText('Overwrite an existing filter'));
    expect(within(dialog).getByRole('combobox', { name: 'Filter to overwrite' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter to overwrite' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Windows' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      filterName: 'Windows',
      filterCode: 'F2',
      condition: saved.condition,
    });
    expect(await screen.findByText('Filter updated.')).toBeInTheDocument();
  });

  it('deletes the saved filter after a warning', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderWithProviders(
      renderableBuilder({
        onSave: vi.fn(),
        onDelete,
        hasPermissionToEditFilter: true,
        savedFilter: saved,
      }).ui,
    );
    await user.click(screen.getByRole('button', { name: 'Delete filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete filter' });
    expect(within(dialog).getByText(/Lobbies/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete filter' }));
    expect(onDelete).toHaveBeenCalledWith('F1');
    expect(await screen.findByText('Filter deleted.')).toBeInTheDocument();
  });

  it('keeps the save modal open with a message when saving fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error('409')));
    const dialog = await openSaveModal(user, { onSave });
    await user.type(within(dialog).getByLabelText(/Filter name/), 'Halls');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The filter could not be saved.')).toBeInTheDocument();
  });

  it("shows the server's message in the save modal when the call is refused", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() =>
      Promise.reject(
        Object.assign(new Error('409'), {
          failureText: 'FilterName: a filter with this name exists',
        }),
      ),
    );
    const dialog = await openSaveModal(user, { onSave });
    await user.type(within(dialog).getByLabelText(/Filter name/), 'Halls');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'FilterName: a filter with this name exists',
    );
  });
});
