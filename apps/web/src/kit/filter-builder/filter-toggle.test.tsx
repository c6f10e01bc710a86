import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FilterToggle } from './filter-toggle';

describe('FilterToggle', () => {
  it('opens the panel without touching the condition', async () => {
    const user = userEvent.setup();
    const onOpenedChange = vi.fn();
    const onConditionChange = vi.fn();
    renderWithProviders(
      <FilterToggle
        opened={false}
        onOpenedChange={onOpenedChange}
        onConditionChange={onConditionChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show filter' }));
    expect(onOpenedChange).toHaveBeenCalledWith(true);
    expect(onConditionChange).not.toHaveBeenCalled();
  });

  it('clears the active condition when the panel closes', async () => {
    const user = userEvent.setup();
    const onOpenedChange = vi.fn();
    const onConditionChange = vi.fn();
    renderWithProviders(
      <FilterToggle opened onOpenedChange={onOpenedChange} onConditionChange={onConditionChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Hide filter' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(onConditionChange).toHaveBeenCalledWith(null);
    expect(onOpenedChange).toHaveBeenCalledWith(false);
  });
});
