import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ActionMenu } from './action-menu';

const items = [
  { label: 'Rename', emitAction: 'rename' },
  { label: 'Delete', emitAction: 'delete' },
];

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('ActionMenu', () => {
  it('opens on click, emits the action and closes', async () => {
    const user = setup();
    const onAction = vi.fn();
    renderWithProviders(<ActionMenu label="Options" items={items} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes 250 ms after focus leaves, not before', async () => {
    const user = setup();
    renderWithProviders(
      <>
        <ActionMenu label="Options" items={items} onAction={() => {}} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Options' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    const trigger = screen.getByRole('button', { name: 'Options' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open after a checkbox pick', async () => {
    const user = setup();
    const onAction = vi.fn();
    renderWithProviders(
      <ActionMenu
        label="Columns"
        withCheckboxes
        items={[{ label: 'Location', emitAction: 'location', checked: true }]}
        onAction={onAction}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const checkbox = await screen.findByLabelText('Location');
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(onAction).toHaveBeenCalledWith('location');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
