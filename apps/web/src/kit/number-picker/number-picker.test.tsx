import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NumberPicker } from './number-picker';

function Harness({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <NumberPicker label="Volume" value={value} onChange={setValue} />;
}

describe('NumberPicker', () => {
  it('increases without an upper bound and decreases down to 0', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={1} />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(screen.getByLabelText('Volume')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(screen.getByLabelText('Volume')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });

  it('does nothing on decrease below 0', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={0} />);
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(screen.getByLabelText('Volume')).toHaveValue('0');
  });
});
