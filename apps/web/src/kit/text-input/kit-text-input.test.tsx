import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KitTextInput } from './kit-text-input';

function Harness() {
  const [value, setValue] = useState('');
  return <KitTextInput label="Name" value={value} onChange={setValue} maxLength={5} />;
}

describe('KitTextInput', () => {
  it('stops typed and pasted text at maxLength and counts what is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Lob');
    expect(screen.getByText('2 characters left')).toBeInTheDocument();
    await user.paste('by screen');
    expect(screen.getByLabelText('Name')).toHaveValue('Lobby');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });
});
