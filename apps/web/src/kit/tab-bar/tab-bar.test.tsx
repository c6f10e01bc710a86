import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TabBar } from './tab-bar';

const items = [
  { label: 'All', emitAction: 'all' },
  { label: 'Images', emitAction: 'images' },
  { label: 'Signs', emitAction: 'signs', unclickable: true },
];

describe('TabBar', () => {
  it('marks the active tab and emits the picked one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<TabBar label="Media" items={items} active="all" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Images' }));
    expect(onSelect).toHaveBeenCalledWith('images');
  });

  it('ignores unclickable tabs', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<TabBar label="Media" items={items} active="all" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Signs' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
