import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Show screen name" checked={false} onChange={onChange} />);
    await user.click(screen.getByLabelText('Show screen name'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Show screen name" checked onChange={onChange} disabled />);
    await user.click(screen.getByLabelText('Show screen name'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Show screen name')).toBeChecked();
  });
});
